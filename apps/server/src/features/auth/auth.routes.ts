import {
  changePassword,
  forgotPassword,
  getCaptcha,
  getCaptchaAudio,
  login,
  loginAs,
  logout,
  me,
  resetPassword,
  setLoginStatus,
} from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import type { FastifyInstance } from 'fastify';
import { captchaAudioOf, issueCaptcha } from '../../platform/captcha.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { hit, LIMITS } from '../../platform/rate-limit.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/session.ts';
import * as auth from './auth.service.ts';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  route(app, ctx, getCaptcha, async (_input, { ip }) => {
    await hit(ctx, LIMITS.captcha, ip);
    return issueCaptcha(ctx);
  });

  route(app, ctx, getCaptchaAudio, async ({ params }, { ip, reply }) => {
    await hit(ctx, LIMITS.captcha, ip);
    const audio = await captchaAudioOf(ctx, params.captchaId);
    return reply
      .header('Content-Type', 'audio/wav')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'inline; filename="captcha.wav"')
      .send(audio);
  });

  route(app, ctx, login, async ({ body }, { req, reply }) => {
    const signedIn = await auth.login(ctx, body, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, me, async (_input, { user }) => ({
    userCode: user.code,
    name: user.name,
    email: user.email,
    userType: user.userType,
    role: user.role,
    registrationType: user.registrationType,
    impersonatedBy: user.impersonatorId ? 'admin' : null,
    language: user.language,
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
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, loginAs, async ({ params }, { user, req, reply }) => {
    const signedIn = await auth.loginAs(ctx, user, params.code, meta(req));
    setSessionCookie(ctx, reply, signedIn.session);
    return signedIn.result;
  });

  route(app, ctx, setLoginStatus, async ({ body }, { user }) => auth.setLoginStatus(ctx, user, body));
}
