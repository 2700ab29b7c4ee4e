import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now: the one helper every test, e2e spec,
 * bench and script uses to place a server of its own.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
