import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeQuerySchema, contributorApplyBodySchema, contributorApplyResultSchema, contributorCandidateSchema, contributorCandidatesQuerySchema,
  contributorDecisionResultSchema, contributorIdParamsSchema, contributorInviteBodySchema, contributorInviteResultSchema,
  contributorMessages, contributorRequestSchema, contributorSchema, envelopeSchema, subjectMessages,
} from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { listContributors, listRequests, listCandidates } from './list';
import { inviteContributors, acceptInvitation, declineInvitation } from './invitations';
import { applyForAccess, answerRequest, answerAllRequests } from './requests';
import { changeRole, removeContributor, leaveSubject } from './roles';

const nothing = { 200: envelopeSchema(z.null()) };

/** Spec 1 §7 "Contributors", plus the invitee's answer to an invitation and accept/decline all. */
export const contributorsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get('/contributors', { schema: { querystring: codeQuerySchema, response: { 200: envelopeSchema(z.array(contributorSchema)) } } }, async (request) =>
    ok(await listContributors(ctx, requireUser(request).id, request.query.code)),
  );

  app.get('/contributors/request', { schema: { querystring: codeQuerySchema, response: { 200: envelopeSchema(z.array(contributorRequestSchema)) } } }, async (request) =>
    ok(await listRequests(ctx, requireUser(request).id, request.query.code)),
  );

  app.get(
    '/contributors/candidates',
    { schema: { querystring: contributorCandidatesQuerySchema, response: { 200: envelopeSchema(z.array(contributorCandidateSchema)) } } },
    async (request) => ok(await listCandidates(ctx, requireUser(request).id, request.query.code, request.query.search)),
  );

  app.post(
    '/contributors/request/invite',
    { schema: { body: contributorInviteBodySchema, response: { 200: envelopeSchema(contributorInviteResultSchema) } } },
    async (request) => {
      const { result, message } = await inviteContributors(ctx, requireUser(request).id, request.body.code, request.body.invitees);
      return ok(result, message);
    },
  );

  app.post(
    '/contributors/request/apply',
    { schema: { body: contributorApplyBodySchema, response: { 200: envelopeSchema(contributorApplyResultSchema) } } },
    async (request) => {
      const { data, message } = await applyForAccess(ctx, requireUser(request).id, request.body.code);
      return ok(data, message);
    },
  );

  // Static `all` wins over the `:id` routes below: every pending request of `code` at once.
  for (const [action, accept] of [['accept', true], ['reject', false]] as const) {
    app.get(
      `/contributors/request/all/${action}`,
      { schema: { querystring: codeQuerySchema, response: { 200: envelopeSchema(contributorDecisionResultSchema) } } },
      async (request) => {
        const { count, message } = await answerAllRequests(ctx, requireUser(request).id, request.query.code, accept);
        return ok({ count }, message);
      },
    );
    app.get(`/contributors/request/:id/${action}`, { schema: { params: contributorIdParamsSchema, response: nothing } }, async (request) =>
      ok(null, await answerRequest(ctx, requireUser(request).id, request.params.id, accept)),
    );
  }

  for (const action of ['promote', 'demote'] as const) {
    app.get(`/contributors/${action}/:id`, { schema: { params: contributorIdParamsSchema, response: nothing } }, async (request) =>
      ok(null, await changeRole(ctx, requireUser(request).id, request.params.id, action)),
    );
  }
  app.get('/contributors/remove/:id', { schema: { params: contributorIdParamsSchema, response: nothing } }, async (request) =>
    ok(null, await removeContributor(ctx, requireUser(request).id, request.params.id)),
  );

  app.get('/contributors/invitation/accept', { schema: { querystring: codeQuerySchema, response: nothing } }, async (request) => {
    await acceptInvitation(ctx, requireUser(request).id, request.query.code);
    return ok(null, contributorMessages.invitationAccepted);
  });
  app.get('/contributors/invitation/decline', { schema: { querystring: codeQuerySchema, response: nothing } }, async (request) => {
    await declineInvitation(ctx, requireUser(request).id, request.query.code);
    return ok(null, contributorMessages.invitationDeclined);
  });

  app.get('/contributors/leave', { schema: { querystring: codeQuerySchema, response: nothing } }, async (request) => {
    await leaveSubject(ctx, requireUser(request).id, request.query.code);
    return ok(null, subjectMessages.left);
  });
};
