import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver on loopback, as a CRM would run one: it records every request and answers
 * `status` (200 until a test breaks it), with a `Location` when a test makes it redirect. Servers
 * allow it only with WEBHOOKS_ALLOW_LOOPBACK.
 */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  let location: string | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response
        .writeHead(status, { 'content-type': 'text/plain', ...(location ? { location } : {}) })
        .end(status < 300 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/crm`,
    received,
    /** Answers this status from now on (500: a broken receiver; 302 with `redirectTo`: a redirect). */
    answer(code: number, redirectTo?: string) {
      status = code;
      location = redirectTo;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
