import net from 'node:net';

export type TcpProxy = {
  /** The port to point clients at (on 127.0.0.1). */
  port: number;
  /** Connections piped through right now. */
  readonly openConnections: number;
  /**
   * An outage: resets every open connection (both ends) and stops listening, so new
   * connections are refused, as they are while a database server restarts.
   */
  cut(): Promise<void>;
  /** Listens again on the same port; new connections reach the target again. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (by default the local PostgreSQL), so a
 * test can take "the database" away and give it back without touching the real server,
 * which other suites use at the same time.
 */
export async function tcpProxy(target: { host?: string; port: number } = { port: 5432 }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let port = 0;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host ?? '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };

  await listen();
  return {
    port,
    get openConnections() {
      return sockets.size / 2;
    },
    async cut() {
      // Stop accepting first, so nothing slips in between the reset and the close.
      const closed = stopListening();
      resetAll();
      await closed;
    },
    restore: listen,
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}
