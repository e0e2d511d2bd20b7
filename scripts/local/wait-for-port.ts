import { connect, createServer } from 'node:net';

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

/** A port nothing listens on now, chosen by the system (for engines that sit behind a local proxy). */
export const freePort = (): Promise<number> =>
  new Promise((resolveFree, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolveFree(address.port) : reject(new Error('No free port'))));
    });
  });
