/**
 * Edit Content's reads and saves: the content in force with the latest saves (admins), and a save as a
 * new version, with the access-log entry saying who changed what and the investor checks' warnings in
 * the answer (saved anyway). The read alone, for pages and invitation reads, is current-content.ts.
 */
import { CONTENT_EDITOR_TEXT } from '@safe-haven/shared/content/content-editor-text';
import { describeContentChanges } from '@safe-haven/shared/content/content-changes';
import { investorChecks } from '@safe-haven/shared/content/investor-checks';
import type { SaveSiteContentInput, SaveSiteContentResult, SiteContentView } from '@safe-haven/shared/content/site-content';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ConflictError } from '../core/errors';
import { DAY_MS, retentionPeriods } from '../core/retention-settings';
import { contentChangeLogEntity } from '../data/content-access-log';
import { contentHistory, saveContentVersion, StaleContentError, type ContentVersion } from '../data/content-version';
import type { Profile } from '../data/profile';
import { ttlSeconds } from '../data/table';
import { currentSiteContent } from './current-content';

/** How many saves Edit Content lists. */
export const CONTENT_HISTORY_PAGE = 10;

const historyEntry = ({ version, savedAt, savedById, savedByName, changes }: ContentVersion) => ({ version, savedAt, savedById, savedByName, changes });

/** GET /api/content: admins also get the latest saves (who changed what). */
export const siteContentView = async (actor: Profile): Promise<SiteContentView> => {
  const [view, history] = await Promise.all([currentSiteContent(), actor.role === 'admin' ? contentHistory(CONTENT_HISTORY_PAGE) : undefined]);
  return { ...view, ...(history ? { history: history.map(historyEntry) } : {}) };
};

const staleContent = () => new ConflictError(CONTENT_EDITOR_TEXT.stale, { code: ERROR_CODES.STALE });

export const saveSiteContent = async (admin: Profile, input: SaveSiteContentInput, now = new Date()): Promise<SaveSiteContentResult> => {
  const current = await currentSiteContent();
  if (current.version !== input.baseVersion) throw staleContent();
  const savedAt = now.toISOString();
  const savedByName = `${admin.firstName} ${admin.lastName}`.trim();
  const saved: ContentVersion = {
    version: input.baseVersion + 1,
    content: input.content,
    savedAt,
    savedById: admin.id,
    savedByName,
    changes: describeContentChanges(current.content, input.content),
  };
  const logEntry = contentChangeLogEntity.create('log', {
    viewerId: admin.id,
    viewerName: savedByName,
    viewerRole: admin.role,
    at: savedAt,
    version: saved.version,
    changes: saved.changes,
    expiresAt: ttlSeconds(new Date(now.getTime() + retentionPeriods().accessLogDays * DAY_MS)),
  });
  try {
    await saveContentVersion(saved, logEntry);
  } catch (error) {
    if (error instanceof StaleContentError) throw staleContent();
    throw error;
  }
  const history = await contentHistory(CONTENT_HISTORY_PAGE);
  return {
    content: saved.content,
    version: saved.version,
    savedAt,
    savedByName,
    history: history.map(historyEntry),
    warnings: investorChecks(saved.content.raise, now),
  };
};
