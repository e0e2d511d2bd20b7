/**
 * The brand's content (shared/content/site-content.ts), versioned. One partition, `CONTENT#site`:
 *
 * - `CURRENT`: the content in force, its version number and who saved it. Every read (a staff page,
 *   an investor's invitation read) is this one GetItem; absent until the first save, when readers use
 *   the initial content.
 * - `VERSION#<10-digit number>`: each save, kept (who, when, the whole content and what changed), so
 *   an earlier version can be read back and the history listed newest first with one Query.
 *
 * A save writes both in one transaction, with the access-log entry (content-access-log.ts): the new
 * version's item may only be created once, and `CURRENT` only replaced if it is still the version
 * the admin edited from, so two admins saving at once cannot lose one's change silently.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SiteContent } from '@safe-haven/shared/content/site-content';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { conditionsOn, renderCondition } from './expressions';
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';
import { tableName } from './table';
import { TransactionCancelledError, transactWrite, type NamedTransactItem } from './transaction';

export interface ContentVersion {
  version: number;
  content: SiteContent;
  savedAt: string;
  savedById: string;
  savedByName: string;
  /** What changed from the version before, in words (the access log repeats it). */
  changes: string[];
}

const CONTENT_PARTITION = keyTemplate('CONTENT').of('site');
const VERSION = keyTemplate('VERSION');
const CURRENT_SORT_KEY = 'CURRENT';

/** Zero-padded so the versions sort by number as strings. */
const versionSortKey = (version: number) => VERSION.of(String(version).padStart(10, '0'));

export const currentContentEntity = defineEntity<ContentVersion, []>({
  tag: 'content-current',
  key: () => ({ pk: CONTENT_PARTITION, sk: CURRENT_SORT_KEY }),
  identity: () => [],
});

export const contentVersionEntity = defineEntity<ContentVersion, [version: number]>({
  tag: 'content-version',
  key: (version) => ({ pk: CONTENT_PARTITION, sk: versionSortKey(version) }),
  identity: (saved) => [saved.version],
});

/**
 * A version saved before the content had what members say (November 29) has no such list: it had
 * none, so it reads as none, and the editor's next save writes the list.
 */
const withTestimonials = (saved: ContentVersion | undefined): ContentVersion | undefined =>
  saved && { ...saved, content: { ...saved.content, testimonials: saved.content.testimonials ?? [] } };

/** Access pattern currentContent: GetItem (consistent); undefined until the first save. */
export const getCurrentContent = async (): Promise<ContentVersion | undefined> => withTestimonials(await currentContentEntity.get());

/** Access pattern contentVersion: GetItem of one saved version. */
export const getContentVersion = async (version: number): Promise<ContentVersion | undefined> => withTestimonials(await contentVersionEntity.get(version));

/** Access pattern contentHistory: Query of the partition's versions, newest first, at most `limit`. */
export const contentHistory = async (limit: number): Promise<ContentVersion[]> => {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...keyQuery(undefined, (c) => c.and(c.eq('pk', CONTENT_PARTITION), c.beginsWith('sk', VERSION.start))),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((item) => contentVersionEntity.is(item)).map((item) => contentVersionEntity.fromItem(item));
};

/** Thrown when the content changed since the version the save was edited from. */
export class StaleContentError extends Error {}

/**
 * Saves `saved` as the new current version (its number is the base plus one), with `alsoWrite` (the
 * access-log entry) in the same transaction.
 */
export const saveContentVersion = async (saved: ContentVersion, alsoWrite: NamedTransactItem<'log'>): Promise<void> => {
  const base = saved.version - 1;
  const c = conditionsOn<ContentVersion>();
  try {
    await transactWrite<'version' | 'current' | 'log'>([
      contentVersionEntity.create('version', saved),
      {
        name: 'current',
        item: {
          Put: {
            TableName: tableName(),
            Item: currentContentEntity.toItem(saved),
            ...renderCondition(base === 0 ? c.notExists('pk') : c.eq('version', base)),
          },
        },
      },
      alsoWrite,
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && (error.conditionFailed('version') || error.conditionFailed('current'))) throw new StaleContentError();
    throw error;
  }
};
