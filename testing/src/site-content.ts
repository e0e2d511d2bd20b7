/**
 * Back to the content as supplied: deletes the current content and every saved version (the access
 * log's entries stay, as in production). Tests that save content call it before and after, so the
 * files that read the initial figures see them whatever ran first.
 */
import { contentHistory, contentVersionEntity, currentContentEntity } from '@safe-haven/lambdas/data/content-version';

export const resetSiteContent = async (): Promise<void> => {
  await currentContentEntity.deleteOne();
  for (;;) {
    const versions = await contentHistory(100);
    if (versions.length === 0) return;
    for (const saved of versions) await contentVersionEntity.deleteOne(saved.version);
  }
};
