/**
 * The brand's content in force: the latest saved version, or the content as supplied until an admin
 * saves one. One GetItem; read by GET /api/content and Edit Content's save; the raise alone, for
 * investors' invitation reads and The Current Raise, is current-raise.ts.
 */
import { INITIAL_PUBLIC_CONTENT, type SiteContent, type SiteContentView } from '@safe-haven/shared/content/site-content';
import { CURRENT_RAISE_TERMS } from '../company/current-raise-terms';
import { getCurrentContent } from '../data/content-version';

/** The content as supplied: what every reader gets until an admin saves a version. */
export const INITIAL_CONTENT: SiteContent = { raise: CURRENT_RAISE_TERMS, ...INITIAL_PUBLIC_CONTENT };

/** The content in force and its version (0: the initial content). One GetItem. */
export const currentSiteContent = async (): Promise<SiteContentView> => {
  const current = await getCurrentContent();
  if (!current) return { content: INITIAL_CONTENT, version: 0 };
  return { content: current.content, version: current.version, savedAt: current.savedAt, savedByName: current.savedByName };
};


