import net from 'node:net';
import { freePort } from './mailbox.ts';

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, to take a service away and bring it back
 * without touching the shared server behind it:
 * - `cut()`: the listener closes and every open connection is reset (clients see the
 *   connection go, then refusals, as while a server restarts);
 * - `stall()`: connections stay open and new ones are accepted, but nothing is forwarded
 *   (a server that stopped answering);
 * - `restore()`: forwarding again on the same port; stalled connections are dropped, so
 *   clients reconnect to a clean stream.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const open = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  let server: net.Server | undefined;
  let stalled = false;

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  function accept(client: net.Socket) {
    track(client);
    clients.add(client);
    client.once('close', () => clients.delete(client));
    if (stalled) {
      client.on('data', () => {});
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk) => stalled || upstream.write(chunk));
    upstream.on('data', (chunk) => stalled || client.write(chunk));
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  }

  const dropAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };

  async function restore() {
    if (stalled) {
      stalled = false;
      dropAll();
    }
    if (server) return;
    const listener = net.createServer(accept);
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => resolve());
    });
    server = listener;
  }

  async function cut() {
    const listener = server;
    server = undefined;
    stalled = false;
    dropAll();
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
  }

  function stall() {
    stalled = true;
  }

  await restore();
  return {
    port,
    /** Client connections open right now. */
    get openConnections() {
      return clients.size;
    },
    cut,
    stall,
    restore,
    close: cut,
  };
}
