import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AdminsResponse,
  InboxQuerySchema,
  SubmissionNoteSchema,
  SubmissionReplySchema,
  type SubmissionResponse,
  SubmissionUpdateSchema,
} from '#contracts/admin.ts';
import type { AuditTrail } from '../audit/index.ts';
import { listAdmins } from '../auth/index.ts';
import type { Db } from '../db/connect.ts';
import { parseBody } from '../http/parse-body.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { routeId } from '../http/route-id.ts';
import { sendCv } from '../http/attachment.ts';
import type { InboxService } from './inbox.service.ts';

const idOf = (params: unknown) => routeId((params as { id?: unknown }).id, 'Submission not found');

export async function inboxRoutes(
  app: FastifyInstance,
  { inbox, audit, db }: { inbox: InboxService; audit: AuditTrail; db: Db },
) {
  acceptEmptyJson(app);
  const who = (request: FastifyRequest) => ({ actor: request.admin?.username ?? null, ip: request.ip });
  app.get('/submissions', async (request) => {
    const query = InboxQuerySchema.parse(request.query ?? {});
    const answer = await inbox.list(query);
    // Audited with the match count, never the text typed, which may be an address (decision 0041).
    if (query.q !== '') {
      await audit.record(who(request), {
        action: 'inbox.searched',
        detail: `${answer.total} match(es)${query.type !== 'all' ? `; type=${query.type}` : ''}`,
      });
    }
    return answer;
  });

  app.get('/submissions/export.csv', async (request, reply) => {
    const query = InboxQuerySchema.parse(request.query ?? {});
    const date = new Date().toISOString().slice(0, 10);
    const csv = await inbox.csv(query);
    await audit.record(who(request), {
      action: 'csv.exported',
      detail:
        [
          query.type !== 'all' && `type=${query.type}`,
          query.type !== 'spam' && query.state !== 'open' && `state=${query.state}`,
          query.q && 'with a search',
        ]
          .filter(Boolean)
          .join(' ') || 'all',
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="submissions-${query.type}-${date}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });

  app.get('/stats/weekly', async () => inbox.weekly());

  app.get('/submissions/:id', async (request) => {
    const id = idOf(request.params);
    const detail = await inbox.get(id);
    await audit.record(who(request), { action: 'submission.viewed', target: `submission ${id}` });
    return { success: true, ...detail } satisfies SubmissionResponse;
  });

  app.patch('/submissions/:id', async (request) => {
    const id = idOf(request.params);
    const change = parseBody(SubmissionUpdateSchema, request.body, ['state', 'assignee']);
    const { changes, ...detail } = await inbox.update(id, change);
    for (const { action, detail: what } of changes) {
      await audit.record(who(request), { action, target: `submission ${id}`, detail: what });
    }
    return { success: true, ...detail } satisfies SubmissionResponse;
  });

  app.post('/submissions/:id/notes', async (request) => {
    const id = idOf(request.params);
    const { body } = parseBody(SubmissionNoteSchema, request.body, ['body']);
    const detail = await inbox.addNote(id, request.admin?.username ?? 'unknown', body);
    // The trail says a note was written, never its text (decision 0062).
    await audit.record(who(request), { action: 'note.added', target: `submission ${id}` });
    return { success: true, ...detail } satisfies SubmissionResponse;
  });

  app.post('/submissions/:id/replies', async (request) => {
    const id = idOf(request.params);
    const input = parseBody(SubmissionReplySchema, request.body, ['subject', 'message']);
    const { previousState, ...detail } = await inbox.reply(id, request.admin!, input);
    await audit.record(who(request), {
      action: 'reply.sent',
      target: `submission ${id}`,
      detail: previousState === 'answered' ? undefined : `${previousState} → answered`,
    });
    return { success: true, ...detail } satisfies SubmissionResponse;
  });

  app.get('/admins', async () => {
    const admins = await listAdmins(db);
    return {
      success: true,
      admins: admins.filter((admin) => !admin.disabled).map((admin) => admin.username),
    } satisfies AdminsResponse;
  });

  app.get('/submissions/:id/cv', async (request, reply) => {
    const id = idOf(request.params);
    const cv = await inbox.cv(id);
    await audit.record(who(request), { action: 'cv.downloaded', target: `submission ${id}` });
    return sendCv(reply, cv);
  });

  app.post('/submissions/:id/resend', async (request) => {
    const id = idOf(request.params);
    const detail = await inbox.resend(id);
    await audit.record(who(request), { action: 'email.resent', target: `submission ${id}` });
    return { success: true, ...detail } satisfies SubmissionResponse;
  });

  app.post('/submissions/:id/not-spam', async (request) => {
    const id = idOf(request.params);
    const { reason, ...detail } = await inbox.rescue(id);
    await audit.record(who(request), {
      action: 'spam.rescued',
      target: `submission ${id}`,
      detail: `reason=${reason}`,
    });
    return { success: true, ...detail } satisfies SubmissionResponse;
  });

  app.delete('/submissions/:id', async (request) => {
    const id = idOf(request.params);
    const { spam } = await inbox.remove(id);
    await audit.record(who(request), {
      action: spam ? 'spam.deleted' : 'submission.deleted',
      target: `submission ${id}`,
    });
    return { success: true };
  });
}
