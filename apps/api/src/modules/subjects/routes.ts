import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  diagnosticGameSchema, envelopeSchema, messages, pagedEnvelopeSchema, prerequisiteQuerySchema, prerequisiteSubjectSchema,
  profileSubjectSchema, profileSubjectsBodySchema, publishCheckSchema, publishResultSchema, subjectCodeParamsSchema,
  subjectListBodySchema, subjectSaveBodySchema, subjectSchema, usernameQuerySchema,
} from '@cp/contract';
import { requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { ok, paged } from '../../platform/envelope';
import { subjectDiagnosticGames, subjectView } from './detail';
import { listSubjects } from './list';
import { prerequisiteLookup } from './prerequisites';
import { contributedSubjects, ownedSubjects } from './profile-lists';
import { publishCheck, requestPublish } from './publish';
import { deleteSubject, saveSubject } from './save';

/** Spec 1 §7 "Categories and subjects" (the category calls are in catalogue) and the profile subject lists (spec 3 §7). */
export const subjectsRoutes = (ctx: AppContext): FastifyPluginAsync => async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  const listSchema = { body: subjectListBodySchema, response: { 200: pagedEnvelopeSchema(subjectSchema) } };
  app.post('/subjects', { schema: listSchema }, async (request) => {
    const { items, total } = await listSubjects(ctx, requireUser(request).id, request.body, 'browse');
    return paged(items, total, request.body.n);
  });
  app.post('/subjects/mine', { schema: listSchema }, async (request) => {
    const { items, total } = await listSubjects(ctx, requireUser(request).id, request.body, 'mine');
    return paged(items, total, request.body.n);
  });

  app.post('/subjects/save', { schema: { body: subjectSaveBodySchema, response: { 200: envelopeSchema(subjectSchema) } } }, async (request) => {
    const { subject, message } = await saveSubject(ctx, requireUser(request).id, request.body);
    return ok(subject, message);
  });

  app.get('/prerequisite', { schema: { querystring: prerequisiteQuerySchema, response: { 200: envelopeSchema(z.array(prerequisiteSubjectSchema)) } } }, async (request) =>
    ok(await prerequisiteLookup(ctx, requireUser(request).id, request.query.codes)),
  );

  app.delete('/subjects/delete/:code', { schema: { params: subjectCodeParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await deleteSubject(ctx, requireUser(request).id, request.params.code);
    return ok(null, messages.subjectDeleted);
  });

  app.get('/subjects/publish/:code/check', { schema: { params: subjectCodeParamsSchema, response: { 200: envelopeSchema(publishCheckSchema) } } }, async (request) =>
    ok(await publishCheck(ctx, requireUser(request).id, request.params.code)),
  );
  app.get('/subjects/publish/:code', { schema: { params: subjectCodeParamsSchema, response: { 200: envelopeSchema(publishResultSchema) } } }, async (request) =>
    ok(await requestPublish(ctx, requireUser(request).id, request.params.code), messages.publishOnProcess),
  );

  app.get('/subjects/:code', { schema: { params: subjectCodeParamsSchema, response: { 200: envelopeSchema(subjectSchema) } } }, async (request) =>
    ok(await subjectView(ctx, request.params.code, requireUser(request).id)),
  );

  app.get('/diagnostic/games/:code', { schema: { params: subjectCodeParamsSchema, response: { 200: envelopeSchema(z.array(diagnosticGameSchema)) } } }, async (request) =>
    ok(await subjectDiagnosticGames(ctx, requireUser(request).id, request.params.code)),
  );

  app.get('/user/subjects/owned', { schema: { querystring: usernameQuerySchema, response: { 200: envelopeSchema(z.array(profileSubjectSchema)) } } }, async (request) =>
    ok(await ownedSubjects(ctx, requireUser(request).id, request.query.username)),
  );
  app.post(
    '/user/subjects/contributed',
    { schema: { querystring: usernameQuerySchema, body: profileSubjectsBodySchema, response: { 200: pagedEnvelopeSchema(profileSubjectSchema) } } },
    async (request) => {
      const { items, total } = await contributedSubjects(ctx, requireUser(request).id, request.query.username, request.body.page, request.body.n);
      return paged(items, total, request.body.n);
    },
  );
};
