import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver on loopback, as a CRM would run one: it records every request and answers
 * `status` (200 until a test breaks it). Servers allow it only with WEBHOOKS_ALLOW_LOOPBACK.
 */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/crm`,
    received,
    /** Answers this status from now on (500: a broken receiver). */
    answer(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
