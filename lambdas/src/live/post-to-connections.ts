/**
 * Posts a live-updates message to a person's open connections through the WebSocket API's
 * management endpoint; a connection that is gone (410) has its item deleted. A failed post is
 * logged and let go: the browser's fallback poll and its read on reconnecting catch up.
 */
import { DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { LiveChangedMessage } from '@safe-haven/shared/live-updates';
import { liveConnectionsClient } from '../core/aws-clients';
import { logger } from '../core/logger';
import { closeLiveConnection, liveConnectionsOf, type LiveConnection } from '../data/live-connection';

export interface PostReport {
  posted: number;
  gone: number;
  failed: number;
}

const isGone = (error: unknown): boolean =>
  error instanceof GoneException || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;

const postOne = async (connection: LiveConnection, data: Uint8Array): Promise<keyof PostReport> => {
  try {
    await liveConnectionsClient().send(new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: data }));
    return 'posted';
  } catch (error) {
    if (isGone(error)) {
      await closeLiveConnection(connection).catch((deleteError: unknown) => logger.warn('Gone live connection not deleted', { error: deleteError as Error }));
      return 'gone';
    }
    logger.warn('Live update not posted', { error: error as Error, connectionId: connection.connectionId });
    return 'failed';
  }
};

/** One message to each of these people's connections; never throws. */
export const postToPeople = async (messages: ReadonlyMap<string, LiveChangedMessage>): Promise<PostReport> => {
  const report: PostReport = { posted: 0, gone: 0, failed: 0 };
  await Promise.all(
    [...messages].map(async ([profileId, message]) => {
      const connections = await liveConnectionsOf(profileId).catch((error: unknown) => {
        logger.warn('Live connections not read', { error: error as Error });
        report.failed += 1;
        return [];
      });
      const data = new TextEncoder().encode(JSON.stringify(message));
      for (const outcome of await Promise.all(connections.map((connection) => postOne(connection, data)))) report[outcome] += 1;
    }),
  );
  return report;
};

/**
 * Ends a person's open connections: their items go first (a failure throws, and the stream retries), so
 * nothing more is posted to them; then API Gateway is asked to close each socket, which the browser
 * answers by reconnecting with its session as it is now. A socket that stays open because that call
 * failed hears nothing more and ends at API Gateway's limits.
 */
export const closeConnectionsOf = async (profileId: string): Promise<number> => {
  const connections = await liveConnectionsOf(profileId);
  await Promise.all(connections.map((connection) => closeLiveConnection(connection)));
  await Promise.all(
    connections.map(async (connection) => {
      try {
        await liveConnectionsClient().send(new DeleteConnectionCommand({ ConnectionId: connection.connectionId }));
      } catch (error) {
        if (!isGone(error)) logger.warn('Live connection not closed', { error: error as Error, connectionId: connection.connectionId });
      }
    }),
  );
  return connections.length;
};
