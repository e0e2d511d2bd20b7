/**
 * What CloudFront's origin group does for the invitation pages' heroes (infra/lib/constructs/site.ts),
 * as a middleware of the local web server: /site-photos/hero/... from the photos bucket when an admin
 * saved one, else the site's default at the same path. The defaults are drawn at each start into the
 * state folder (web/build/default-hero.ts, about a second), so the dev server, which has no build,
 * serves them too, and a changed drawing is never served stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { HERO_PHOTO_CACHE_CONTROL, HERO_PHOTO_PREFIX } from '@safe-haven/shared/hero-photos';
import { writeDefaultHeroes } from '@safe-haven/web/build/default-hero';
import type { LocalStackConfig } from './config';
import { servedPhotoPath } from './served-photo-path';

const HERO_PATH = `/${HERO_PHOTO_PREFIX}`;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export const heroFallback = async (config: LocalStackConfig): Promise<Middleware> => {
  const defaults = join(config.stateDir, 'default-heroes');
  await writeDefaultHeroes(defaults);
  const answer = (res: ServerResponse, status: number, body: Uint8Array | string, contentType = 'text/plain') => {
    res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': HERO_PHOTO_CACHE_CONTROL, 'Content-Length': String(body.length) });
    res.end(body);
  };
  return (req, res, next) => {
    if (!req.url?.startsWith(HERO_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // Dot segments resolved first, as CloudFront does: nothing outside the heroes' folder is reached.
    const path = servedPhotoPath(req.url.split('?')[0]!, '/site-photos/');
    const contentType = CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)];
    if (!path.startsWith(HERO_PATH) || !contentType) return answer(res, 404, 'Not found');
    void (async () => {
      const saved = await fetch(`http://127.0.0.1:${config.ports.s3}/${config.photosBucket}${path}`);
      if (saved.ok) return answer(res, 200, new Uint8Array(await saved.arrayBuffer()), saved.headers.get('content-type') ?? contentType);
      const file = join(defaults, path.slice(1));
      return existsSync(file) ? answer(res, 200, readFileSync(file), contentType) : answer(res, 404, 'Not found');
    })().catch((error: Error) => answer(res, 502, error.message));
  };
};
