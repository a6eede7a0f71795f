/**
 * Payments, the ledger and attendance routes (README "Who pays what", "A fair, visible record"). Thin:
 * schema, the signed-in caller, the service (./service.ts holds the rules), the reply. Every route
 * needs a token (401); ids that are not positive integers are 400; a game or group the caller is not in
 * is 404; a group admin's action by a plain member is 403.
 * - GET /api/games/:id/payments (members) → PaymentsReply.
 * - PUT /api/games/:id/payments/:userId `{ status }` (group admin) → PaymentsReply.
 * - POST /api/games/:id/payments/claim (the player; no body) → PaymentsReply.
 * - POST /api/games/:id/payments/remind (group admin, after kick-off; no body) → PaymentRemindReply
 *   (README "Past games": 409 before kick-off, 429 within 24 hours of the last; the reminded hear
 *   their unread count after the commit, and get a push and an email as their settings say).
 * - GET /api/groups/:id/ledger (members: an admin sees all, a member themselves) → LedgerReply.
 * - GET /api/groups/:id/ledger.csv (group admin) → text/csv (./csv.ts).
 * - PUT /api/games/:id/attendance/:userId `{ attended }` (group admin, after kick-off) → AttendanceMarkReply.
 * - GET /api/groups/:id/attendance (members) → AttendanceReply.
 * - GET /api/groups/:id/attendance.csv (group admin) → text/csv.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  attendanceMarkReplySchema,
  attendanceReplySchema,
  gameIdParamsSchema,
  gameUserParamsSchema,
  groupIdParamsSchema,
  ledgerReplySchema,
  paymentRemindReplySchema,
  paymentStatusBodySchema,
  paymentsReplySchema,
} from '@turnout/shared';
import { withUnreadPush } from '../notifications/index.ts';
import { attachment, attendanceCsv, ledgerCsv } from './csv.ts';
import * as service from './service.ts';

/** Sends `body` as the download "{kind}-group-{groupId}-{yyyy-mm-dd}.csv" (text/csv, UTF-8). */
const sendCsv = (reply: FastifyReply, kind: string, groupId: number, now: Date, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      attachment(`${kind}-group-${groupId}-${now.toISOString().slice(0, 10)}.csv`),
    )
    .send(body);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/games/:id/payments',
    { schema: { params: gameIdParamsSchema, response: { 200: paymentsReplySchema } } },
    (request) => service.getPayments(app.db, request.params.id, request.user.id, app.now()),
  );

  app.put(
    '/api/games/:id/payments/:userId',
    {
      schema: {
        params: gameUserParamsSchema,
        body: paymentStatusBodySchema,
        response: { 200: paymentsReplySchema },
      },
    },
    (request) =>
      service.setPaymentStatus(
        app.db,
        request.params.id,
        request.user.id,
        request.params.userId,
        request.body.status,
        app.now(),
      ),
  );

  app.post(
    '/api/games/:id/payments/claim',
    { schema: { params: gameIdParamsSchema, response: { 200: paymentsReplySchema } } },
    (request) => service.claimPayment(app.db, request.params.id, request.user.id, app.now()),
  );

  app.post(
    '/api/games/:id/payments/remind',
    { schema: { params: gameIdParamsSchema, response: { 200: paymentRemindReplySchema } } },
    (request) =>
      withUnreadPush(app, (n) =>
        service.remindUnpaid(app.db, request.params.id, request.user.id, app.now(), n),
      ),
  );

  app.get(
    '/api/groups/:id/ledger',
    { schema: { params: groupIdParamsSchema, response: { 200: ledgerReplySchema } } },
    (request) => service.getLedger(app.db, request.params.id, request.user.id, app.now()),
  );

  app.get(
    '/api/groups/:id/ledger.csv',
    { schema: { params: groupIdParamsSchema } },
    async (request, reply) => {
      const now = app.now();
      const ledger = await service.getLedgerForCsv(app.db, request.params.id, request.user.id, now);
      const { group, names } = ledger;
      const csv = ledgerCsv({ ...ledger, currency: group.currency }, names, group.timeZone);
      return sendCsv(reply, 'ledger', group.id, now, csv);
    },
  );

  app.put(
    '/api/games/:id/attendance/:userId',
    {
      schema: {
        params: gameUserParamsSchema,
        body: attendanceBodySchema,
        response: { 200: attendanceMarkReplySchema },
      },
    },
    (request) =>
      service.markAttendance(
        app.db,
        request.params.id,
        request.user.id,
        request.params.userId,
        request.body.attended,
        app.now(),
      ),
  );

  app.get(
    '/api/groups/:id/attendance',
    { schema: { params: groupIdParamsSchema, response: { 200: attendanceReplySchema } } },
    (request) => service.getAttendance(app.db, request.params.id, request.user.id, app.now()),
  );

  app.get(
    '/api/groups/:id/attendance.csv',
    { schema: { params: groupIdParamsSchema } },
    async (request, reply) => {
      const now = app.now();
      const { group, rows } = await service.getAttendanceForCsv(
        app.db,
        request.params.id,
        request.user.id,
        now,
      );
      return sendCsv(reply, 'attendance', group.id, now, attendanceCsv(rows));
    },
  );
};

export default routes;
