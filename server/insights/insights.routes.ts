// POST /api/insights (issue 37, decision 0083): the beacon's events, and any client's, as the contract documents them.
// Cheap refusals first: a body that is not JSON is a 415 and one over 2 KB a 413 before it is read; an address past
// its rate is a 429, counted under a salted hash, never under the address; bad input is a 400 naming its fields.
// Global Privacy Control and bots are not counted, nor is an event for a page the site does not have. Every answer
// but a refusal is 204: the sender learns nothing.
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import {
  INSIGHTS_MAX_BYTES,
  INSIGHTS_PATH,
  InsightEventSchema,
  InsightsQuerySchema,
  type InsightsResponse,
} from '#contracts/insights.ts';
import { attachment } from '../http/attachment.ts';
import { csvCell } from '../http/csv.ts';
import { keyedError } from '../http/http-error.ts';
import { mediaType } from '../http/native-form.ts';
import { parseBody } from '../http/parse-body.ts';
import type { ServedSite } from '../plugins/static-site.ts';
import type { Insights } from './insights.service.ts';
import { insightsReport, periodOf } from './report.ts';

/** The page file a path is answered with ('/nl/blog/x' is 'nl/blog/x/index.html'), as the CSP manifest lists them. */
const pageFile = (path: string) => `${path.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');

/** A page of the live site that visitors read: not the 404 pages, the answer pages or the admin. */
export function isSitePage(site: Pick<ServedSite, 'csp'>, path: string) {
  if (/^(\/nl)?\/(404|_answer|admin)(\/|$)|^\/admin/.test(path)) return false;
  return Object.hasOwn(site.csp, pageFile(path));
}

/** The dashboard's figures, and the same as CSV (admins and editors: figures only). Under /api/admin. */
export async function insightsAdminRoutes(app: FastifyInstance, { now = () => new Date() }: { now?: () => Date }) {
  const reportOf = async (query: unknown) =>
    insightsReport(app.db, periodOf(parseBody(InsightsQuerySchema, query, ['from', 'to']), now()));
  app.get('/insights', async (request): Promise<InsightsResponse> => ({
    success: true,
    report: await reportOf(request.query),
  }));
  app.get('/insights/export.csv', async (request, reply) => {
    const report = await reportOf(request.query);
    const lines = [['list', 'value', 'views', 'visitors', 'leads']];
    for (const day of report.days) lines.push(['day', day.day, ...[day.views, day.visitors, day.leads].map(String)]);
    for (const [list, rows] of [
      ['page', report.pages],
      ['referrer', report.referrers],
      ['campaign', report.campaigns],
    ] as const)
      for (const row of rows) lines.push([list, row.value, ...[row.views, row.visitors, row.leads].map(String)]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`insights-${report.from}-${report.to}.csv`))
      .header('cache-control', 'no-store')
      .send(`${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`);
  });
}

export async function insightsRoutes(
  app: FastifyInstance,
  {
    insights,
    site,
    rateLimit,
  }: { insights: Insights; site: () => Pick<ServedSite, 'csp'>; rateLimit: { max: number; windowMs: number } },
) {
  app.post(
    INSIGHTS_PATH,
    {
      bodyLimit: INSIGHTS_MAX_BYTES,
      // JSON only, refused before the body is read (the beacon sends it as a JSON Blob, same-origin).
      onRequest: async (request) => {
        if (mediaType(request) !== 'application/json') throw keyedError(415, 'en', { code: 'content_type' });
      },
      config: {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.windowMs,
          keyGenerator: (request) => `insights:${insights.limitKey(request.ip)}`,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Bad input is a 400 whoever sends it: the contract holds for any client.
      const event = parseBody(InsightEventSchema, request.body, ['type', 'path', 'referrer', 'utm', 'metrics']);
      const userAgent = request.headers['user-agent'] ?? '';
      // The visitor said not to be tracked; a crawler is no visitor.
      if (request.headers['sec-gpc'] === '1' || !userAgent || isbot(userAgent)) return reply.code(204).send();
      if (isSitePage(site(), event.path))
        insights.record(event, {
          address: request.ip,
          userAgent,
          // The host the page was read on: a referrer from it is the site's own (behind a proxy, on a preview host).
          host: request.host.replace(/:\d+$/, ''),
        });
      return reply.code(204).send();
    },
  );
}
