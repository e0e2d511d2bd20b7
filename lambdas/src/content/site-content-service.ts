/**
 * The brand's content: the version in force (or the initial content until the first save), read by
 * staff pages and investors' invitation reads; saved by admins as a new version, with the access-log
 * entry saying who changed what and the investor checks' warnings in the answer (saved anyway).
 */
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { CONTENT_EDITOR_TEXT } from '@safe-haven/shared/content/content-editor-text';
import { describeContentChanges } from '@safe-haven/shared/content/content-changes';
import { investorChecks } from '@safe-haven/shared/content/investor-checks';
import {
  INITIAL_PUBLIC_CONTENT, type SaveSiteContentInput, type SaveSiteContentResult, type SiteContent, type SiteContentView,
} from '@safe-haven/shared/content/site-content';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { CURRENT_RAISE_TERMS } from '../company/current-raise-terms';
import { ConflictError } from '../core/errors';
import { DAY_MS, retentionPeriods } from '../core/retention-settings';
import { contentChangeLogEntity } from '../data/content-access-log';
import { contentHistory, getCurrentContent, saveContentVersion, StaleContentError, type ContentVersion } from '../data/content-version';
import type { Profile } from '../data/profile';
import { ttlSeconds } from '../data/table';

/** The content as supplied: what every reader gets until an admin saves a version. */
export const INITIAL_CONTENT: SiteContent = { raise: CURRENT_RAISE_TERMS, ...INITIAL_PUBLIC_CONTENT };

/** How many saves Edit Content lists. */
export const CONTENT_HISTORY_PAGE = 10;

/** The content in force and its version (0: the initial content). One GetItem. */
export const currentSiteContent = async (): Promise<SiteContentView> => {
  const current = await getCurrentContent();
  if (!current) return { content: INITIAL_CONTENT, version: 0 };
  return { content: current.content, version: current.version, savedAt: current.savedAt, savedByName: current.savedByName };
};

/** The raise's terms in force (the investor page, The Current Raise, Educate Myself). */
export const currentRaiseTerms = async (): Promise<RaiseTerms> => (await currentSiteContent()).content.raise;

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
