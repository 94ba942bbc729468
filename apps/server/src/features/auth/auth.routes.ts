import {
  changePassword,
  confirmTotp,
  forgotPassword,
  getChallenge,
  listPasskeys,
  login,
  loginAs,
  logout,
  me,
  passkeyAuthenticateOptions,
  passkeyAuthenticateVerify,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  removePasskey,
  renamePasskey,
  resetPassword,
  resetSecondFactor,
  reverifySecondFactor,
  setLoginStatus,
  startTotp,
  turnOffSecondFactor,
  verifySecondFactor,
} from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { heldAtSetUp, route } from '../../platform/http.ts';
import { issueChallenge } from '../../platform/proof-of-work.ts';
import { hit, LIMITS } from '../../platform/rate-limit.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/session.ts';
import * as auth from './auth.service.ts';
import * as passkeys from './passkey.service.ts';
import * as secondFactor from './second-factor.service.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  route(app, ctx, getChallenge, async ({ query }, { ip }) => {
    await hit(ctx, LIMITS.challenge, ip);
    return issueChallenge(ctx, query.form, { ip, email: query.email || undefined });
  });

  route(app, ctx, login, async ({ body }, { req, reply }) => {
    const signedIn = await auth.login(ctx, body, meta(req));
    if (signedIn.session) setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, verifySecondFactor, async ({ body }, { req, reply }) => {
    const signedIn = await auth.verifySecondFactor(ctx, body, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, startTotp, async (_input, { user }) => secondFactor.startTotp(ctx, user));

  route(app, ctx, confirmTotp, async ({ body }, { user }) => secondFactor.confirmTotp(ctx, user, body.code));

  route(app, ctx, reverifySecondFactor, async ({ body }, { user }) =>
    secondFactor.reverifySecondFactor(ctx, user, body.code),
  );

  route(app, ctx, turnOffSecondFactor, async ({ body }, { user }) =>
    secondFactor.turnOffSecondFactor(ctx, user, body),
  );

  route(app, ctx, resetSecondFactor, async ({ params }, { user }) =>
    secondFactor.resetSecondFactorOf(ctx, user, params.code),
  );

  route(app, ctx, passkeyRegisterOptions, async (_input, { user }) =>
    passkeys.registrationOptions(ctx, user),
  );

  route(app, ctx, passkeyRegisterVerify, async ({ body }, { user, req }) =>
    passkeys.registerPasskey(ctx, user, body, req.ip),
  );

  route(app, ctx, passkeyAuthenticateOptions, async ({ body }, { req }) =>
    auth.passkeySignInOptions(ctx, body, meta(req)),
  );

  route(app, ctx, passkeyAuthenticateVerify, async ({ body }, { req, reply }) => {
    const signedIn = await auth.signInWithPasskey(ctx, body, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, listPasskeys, async (_input, { user }) => passkeys.passkeysOf(ctx, user));

  route(app, ctx, renamePasskey, async ({ params, body }, { user, req }) =>
    passkeys.renamePasskey(ctx, user, params.code, body.name, req.ip),
  );

  route(app, ctx, removePasskey, async ({ params }, { user, req }) =>
    passkeys.removePasskey(ctx, user, params.code, req.ip),
  );

  route(app, ctx, me, async (_input, { user }) => ({
    userCode: user.code,
    name: user.name,
    email: user.email,
    userType: user.userType,
    role: user.role,
    registrationType: user.registrationType,
    impersonatedBy: user.impersonatorId ? 'admin' : null,
    language: user.language,
    secondFactorSetUp: heldAtSetUp(user),
  }));

  route(app, ctx, logout, async (_input, { user, reply }) => {
    await auth.logout(ctx, user);
    clearSessionCookie(reply);
    return { Message: OUR_MSG.loggedOut };
  });

  route(app, ctx, changePassword, async ({ body }, { user }) => auth.changePassword(ctx, user, body));

  route(app, ctx, forgotPassword, async ({ body }, { req }) => auth.forgotPassword(ctx, body, meta(req)));

  route(app, ctx, resetPassword, async ({ body }, { req, reply }) => {
    const signedIn = await auth.resetPassword(ctx, body, meta(req));
    if (signedIn.session) setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, loginAs, async ({ params }, { user, req, reply }) => {
    const signedIn = await auth.loginAs(ctx, user, params.code, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, setLoginStatus, async ({ body }, { user }) => auth.setLoginStatus(ctx, user, body));
}
