import { connect } from 'node:net';

/** Resolves once something accepts TCP connections on the port, or rejects after the timeout. */
export const waitForPort = async (port: number, what: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolveOpen) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => { socket.destroy(); resolveOpen(true); });
      socket.once('error', () => { socket.destroy(); resolveOpen(false); });
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
};

export const isPortFree = (port: number): Promise<boolean> =>
  new Promise((resolveFree) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolveFree(false); });
    socket.once('error', () => { socket.destroy(); resolveFree(true); });
  });
