/** The SES-events Lambda: an EventBridge rule delivers the configuration set's events here. */
import type { EventBridgeEvent } from 'aws-lambda';
import { logger } from '../core/logger';
import { handleSesEvent, sesEventSchema } from './ses-events';

export const handler = async (event: EventBridgeEvent<string, unknown>): Promise<void> => {
  const parsed = sesEventSchema.safeParse(event.detail);
  if (!parsed.success) {
    // Not ours to retry: a malformed event would fail the same way every time.
    logger.warn('Ignored an SES event that does not match the expected shape', { detailType: event['detail-type'], issues: parsed.error.issues.slice(0, 5) });
    return;
  }
  await handleSesEvent(parsed.data);
};
