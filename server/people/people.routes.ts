import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { usernameRules } from '#contracts/auth.ts';
import { type InvitationCreatedResponse, InvitationSchema, peopleTexts } from '#contracts/people.ts';
import type { AuditTrail } from '../audit/index.ts';
import { actorOf, auditedWith } from '../auth/index.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { parseBody } from '../http/parse-body.ts';
import { routeParams } from '../http/route-id.ts';
import type { PeopleService } from './people.service.ts';

const UsernameParam = z.object({ username: z.string().min(1).max(usernameRules.max) });
const InvitationParam = z.object({ id: z.string().regex(/^[\w-]{22}$/) });

/** What one admin may change of another's account: each needs a recent credential (decision 0040). */
const withProof = { config: { access: { recentProof: true } } };

/** /api/admin/people (issue 33 item 4), registered under /api/admin, where the guard has checked the session. */
export async function peopleRoutes(
  app: FastifyInstance,
  { people, audit }: { people: PeopleService; audit: AuditTrail },
) {
  acceptEmptyJson(app);
  const audited = auditedWith(audit);
  const usernameOf = (request: FastifyRequest) =>
    routeParams(UsernameParam, request.params, peopleTexts.noSuchPerson).username;

  app.get('/people', async (request) => people.list(request.admin!));

  app.post('/people/invitations', withProof, async (request) => {
    const input = parseBody(InvitationSchema, request.body, ['username', 'role']);
    const { invitation, token } = await people.invite(input, request.admin!);
    await audit.record(actorOf(request), {
      action: 'admin.invited',
      target: invitation.username,
      detail: `role ${invitation.role}; expires ${invitation.expiresAt}`,
    });
    return { success: true, invitation, token } satisfies InvitationCreatedResponse;
  });

  app.delete('/people/invitations/:id', withProof, async (request) => {
    const { id } = routeParams(InvitationParam, request.params, 'No such invitation');
    const username = await people.revokeInvitation(id);
    await audit.record(actorOf(request), { action: 'invitation.revoked', target: username });
    return { success: true };
  });

  const change = (
    method: 'post' | 'delete',
    url: string,
    action: string,
    work: (request: FastifyRequest, username: string) => Promise<string>,
  ) =>
    app[method](url, withProof, async (request) => {
      const username = usernameOf(request);
      await audited(
        request,
        { action, target: username },
        () => work(request, username),
        (name) => ({ target: name }),
      );
      return { success: true };
    });

  change('post', '/people/:username/disable', 'admin.disabled', (request, name) =>
    people.disable(request.admin!, name),
  );
  change('post', '/people/:username/enable', 'admin.enabled', (request, name) => people.enable(request.admin!, name));
  change('delete', '/people/:username', 'admin.removed', (request, name) => people.remove(request.admin!, name));
  change('delete', '/people/:username/sessions', 'session.ended', (request, name) =>
    people.endSessions(request.admin!, name),
  );
  change('post', '/people/:username/reset-factors', 'mfa.reset', (request, name) =>
    people.resetFactors(request.admin!, name),
  );
}
