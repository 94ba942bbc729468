import {
  confirmEmail,
  lookupMember,
  lookupStudent,
  registerCorporate,
  registerMember,
  registerStudent,
  syncMemberDetail,
  syncStudentDetail,
} from '@pp/contract/registration';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { setSessionCookie } from '../../platform/session.ts';
import * as registration from './registration.service.ts';

export async function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  route(app, ctx, lookupMember, async ({ query }, { ip }) => registration.lookupMember(ctx, query, ip));
  route(app, ctx, lookupStudent, async ({ query }, { ip }) => registration.lookupStudent(ctx, query, ip));

  route(app, ctx, registerMember, async ({ body }, { req, reply }) => {
    const signedIn = await registration.registerMember(ctx, body, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });
  route(app, ctx, registerStudent, async ({ body }, { req, reply }) => {
    const signedIn = await registration.registerStudent(ctx, body, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });
  route(app, ctx, registerCorporate, async ({ body }, { req }) =>
    registration.registerCorporate(ctx, body, meta(req)),
  );
  route(app, ctx, confirmEmail, async ({ body }, { req, reply }) => {
    const signedIn = await registration.confirmCorporateEmail(ctx, body.token, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, syncMemberDetail, async (_input, { user }) => registration.syncMember(ctx, user));
  route(app, ctx, syncStudentDetail, async (_input, { user }) => registration.syncStudent(ctx, user));
}
