import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, contributorMessages, subjectMessages } from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { routeOf } from '../../platform/endpoint';
import { ok } from '../../platform/envelope';
import { listContributors, listRequests, listCandidates } from './list';
import { inviteContributors, acceptInvitation, declineInvitation } from './invitations';
import { applyForAccess, answerRequest, answerAllRequests } from './requests';
import { changeRole, removeContributor, leaveSubject } from './roles';


/** Spec 1 §7 "Contributors", plus the invitee's answer to an invitation and accept/decline all. */
export const contributorsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.route({ ...routeOf(endpoints.contributors), handler: async (request) =>
    ok(await listContributors(ctx, requireUser(request).id, request.query.code)) });

  app.route({ ...routeOf(endpoints.accessRequests), handler: async (request) =>
    ok(await listRequests(ctx, requireUser(request).id, request.query.code)) });

  app.route({ ...routeOf(endpoints.contributorCandidates), handler: async (request) => ok(await listCandidates(ctx, requireUser(request).id, request.query.code, request.query.search)) });

  app.route({ ...routeOf(endpoints.inviteContributors), handler: async (request) => {
      const { result, message } = await inviteContributors(ctx, requireUser(request).id, request.body.code, request.body.invitees);
      return ok(result, message);
    } });

  app.route({ ...routeOf(endpoints.applyForAccess), handler: async (request) => {
      const { data, message } = await applyForAccess(ctx, requireUser(request).id, request.body.code);
      return ok(data, message);
    } });

  // Static `all` wins over the `:id` routes: every pending request of `code` at once.
  const decisions = [
    [endpoints.acceptAllRequests, endpoints.acceptRequest, true],
    [endpoints.rejectAllRequests, endpoints.rejectRequest, false],
  ] as const;
  for (const [all, one, accept] of decisions) {
    app.route({
      ...routeOf(all),
      handler: async (request) => {
        const { count, message } = await answerAllRequests(ctx, requireUser(request).id, request.query.code, accept);
        return ok({ count }, message);
      },
    });
    app.route({ ...routeOf(one), handler: async (request) => ok(null, await answerRequest(ctx, requireUser(request).id, request.params.id, accept)) });
  }

  for (const [endpoint, action] of [[endpoints.promoteContributor, 'promote'], [endpoints.demoteContributor, 'demote']] as const) {
    app.route({ ...routeOf(endpoint), handler: async (request) => ok(null, await changeRole(ctx, requireUser(request).id, request.params.id, action)) });
  }
  app.route({ ...routeOf(endpoints.removeContributor), handler: async (request) =>
    ok(null, await removeContributor(ctx, requireUser(request).id, request.params.id)) });

  app.route({ ...routeOf(endpoints.acceptInvitation), handler: async (request) => {
    await acceptInvitation(ctx, requireUser(request).id, request.query.code);
    return ok(null, contributorMessages.invitationAccepted);
  } });
  app.route({ ...routeOf(endpoints.declineInvitation), handler: async (request) => {
    await declineInvitation(ctx, requireUser(request).id, request.query.code);
    return ok(null, contributorMessages.invitationDeclined);
  } });

  app.route({ ...routeOf(endpoints.leaveSubject), handler: async (request) => {
    await leaveSubject(ctx, requireUser(request).id, request.query.code);
    return ok(null, subjectMessages.left);
  } });
};
