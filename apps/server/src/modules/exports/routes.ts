/**
 * The export routes (README "Your data", "Export a group"). Thin: schema, the signed-in caller, the
 * service (./service.ts holds what each export contains), the ZIP streamed as the reply
 * (application/zip, a Content-Disposition attachment). Every route needs a token (401).
 * - POST /api/users/export `{ currentPassword }` (any signed-in user, about themselves) → the member's
 *   ZIP, "turnout-my-data-{yyyy-mm-dd}.zip". Counted up front, 3 an hour per user (exportLimiter: a
 *   wrong password counts too), 429 past it; a missing current password → 400, a wrong one → 403
 *   accountTexts.currentPasswordWrong (WRONG_PASSWORD), as an email change answers it.
 * - GET /api/groups/:id/export (group admin; 404 for a non-member, 403 for a member) → the group's ZIP,
 *   "turnout-group-{id}-{yyyy-mm-dd}.zip"; 10 an hour per admin.
 * Each export, and each refused password, is logged with the user and group ids only: never a file's
 * content or the password.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountTexts, exportBodySchema, groupIdParamsSchema } from '@turnout/shared';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { attachment } from '../payments/index.ts';
import { findUserById } from '../users/index.ts';
import * as service from './service.ts';
import { zipOf } from './zip.ts';

/** Streams `files` as the ZIP download `name`. */
const sendZip = (reply: FastifyReply, name: string, files: service.ExportFile[], now: Date) =>
  reply.type('application/zip').header('content-disposition', attachment(name)).send(zipOf(files, now));

const day = (now: Date) => now.toISOString().slice(0, 10);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/api/users/export', { schema: { body: exportBodySchema } }, async (request, reply) => {
    const userId = request.user.id;
    await app.exportLimiter.member(userId);
    const user = await findUserById(app.db, userId);
    if (!user) throw notFound('Account not found.');
    if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
      request.log.info({ userId, export: 'member' }, 'data export refused: wrong current password');
      throw forbidden(accountTexts.currentPasswordWrong, 'WRONG_PASSWORD');
    }
    const now = app.now();
    const files = await service.memberExport(app.db, userId, now);
    request.log.info({ userId, export: 'member' }, 'data export');
    return sendZip(reply, `turnout-my-data-${day(now)}.zip`, files, now);
  });

  app.get('/api/groups/:id/export', { schema: { params: groupIdParamsSchema } }, async (request, reply) => {
    const userId = request.user.id;
    await app.exportLimiter.group(userId);
    const now = app.now();
    const { groupId, files } = await service.groupExport(app.db, request.params.id, userId, now);
    request.log.info({ userId, groupId, export: 'group' }, 'group export');
    return sendZip(reply, `turnout-group-${groupId}-${day(now)}.zip`, files, now);
  });
};

export default routes;
