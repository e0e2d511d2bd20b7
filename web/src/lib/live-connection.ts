/**
 * The tab's live-updates connection: a WebSocket to LIVE_PATH on the site's own origin (CloudFront
 * carries it to the WebSocket API), with the access token offered as the second subprotocol, never in
 * the URL. On each message `onChange` runs; while there is no connection the callers fall back to
 * polling (see `isLiveConnected`). Reconnects with exponential backoff and full jitter; renews the
 * connection before API Gateway's idle (10 minutes) and duration (2 hours) limits, opening the new
 * one before closing the old, so nothing said in between is missed and nothing needs reading again.
 */
import { LIVE_PATH, LIVE_PROTOCOL, LIVE_RENEW_AFTER_MS, isLiveChangedMessage } from '@safe-haven/shared/live-updates';

export interface LiveConnectionOptions {
  token: () => Promise<string | undefined>;
  /** Invitations the person may see changed (`more`: others too, past the message's limit). */
  onChange: (invitationIds: readonly string[], more: boolean) => void;
  /** A connection came back after there was none: what changed meanwhile has to be read. */
  onReconnect: () => void;
  /**
   * A connection that had been open could not be opened again (refused, or the network): the
   * session may have ended (suspended, signed out elsewhere), which the API would say. Once per outage.
   */
  onLost?: () => void;
}

const MAX_BACKOFF_MS = 30_000;
const FIRST_BACKOFF_MS = 1000;

let connected = false;
const listeners = new Set<() => void>();
const setConnected = (value: boolean) => {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
};
export const isLiveConnected = (): boolean => connected;
export const subscribeLiveConnected = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const liveUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${LIVE_PATH}`;

/** Opens the connection and keeps it open until the returned stop() (sign-out, leaving the dashboard). */
export const startLiveConnection = (options: LiveConnectionOptions): (() => void) => {
  let stopped = false;
  let current: WebSocket | undefined;
  let failures = 0;
  let everOpened = false;
  let toldLost = false;
  let retryTimer: number | undefined;
  let renewTimer: number | undefined;

  const scheduleRetry = () => {
    if (stopped) return;
    // Full jitter: many tabs that lost their connection together do not come back together.
    const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** failures);
    failures += 1;
    retryTimer = window.setTimeout(() => {
      retryTimer = undefined;
      void open();
    }, Math.random() * ceiling);
  };

  const open = async (replacing?: WebSocket) => {
    if (stopped) return;
    const token = await options.token();
    if (stopped) return;
    if (!token) {
      scheduleRetry();
      return;
    }
    let socket: WebSocket;
    try {
      socket = new WebSocket(liveUrl(), [LIVE_PROTOCOL, token]);
    } catch {
      scheduleRetry();
      return;
    }
    let opened = false;
    socket.onopen = () => {
      if (stopped) {
        socket.close(1000, 'Signed out');
        return;
      }
      opened = true;
      failures = 0;
      toldLost = false;
      current = socket;
      // The renewal's new connection is open: the old one can go without a gap.
      if (replacing) {
        replacing.onclose = null;
        replacing.close(1000, 'Renewed');
      }
      const wasDown = everOpened && !connected;
      everOpened = true;
      setConnected(true);
      if (wasDown) options.onReconnect();
      window.clearTimeout(renewTimer);
      renewTimer = window.setTimeout(() => void open(socket), LIVE_RENEW_AFTER_MS);
    };
    socket.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      try {
        const message: unknown = JSON.parse(event.data);
        if (isLiveChangedMessage(message)) options.onChange(message.invitationIds, message.more === true);
      } catch {
        // Not ours: ignored.
      }
    };
    socket.onclose = () => {
      if (stopped) return;
      if (replacing && !opened) {
        // The renewal failed; the old connection is still open and is tried again later.
        renewTimer = window.setTimeout(() => void open(replacing), FIRST_BACKOFF_MS * 5);
        return;
      }
      if (current !== socket && opened) return;
      if (!opened && everOpened && !toldLost) {
        toldLost = true;
        options.onLost?.();
      }
      current = undefined;
      window.clearTimeout(renewTimer);
      setConnected(false);
      // Dropped after being open (the server, the network): straight back; refused: back off.
      if (opened) failures = 0;
      scheduleRetry();
    };
  };

  // Back online (a laptop waking, a train leaving a tunnel): try at once rather than wait out the backoff.
  const retryNow = () => {
    if (stopped || current || retryTimer === undefined) return;
    window.clearTimeout(retryTimer);
    retryTimer = undefined;
    failures = 0;
    void open();
  };
  window.addEventListener('online', retryNow);

  void open();
  return () => {
    stopped = true;
    window.removeEventListener('online', retryNow);
    window.clearTimeout(retryTimer);
    window.clearTimeout(renewTimer);
    current?.close(1000, 'Signed out');
    current = undefined;
    setConnected(false);
  };
};
