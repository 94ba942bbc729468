import { CAPTCHA_LENGTH } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import svgCaptcha from 'svg-captcha';
import { deleteExpiredCaptchas, findCaptcha, insertCaptcha, takeCaptcha } from './captcha.repo.ts';
import { captchaAudio } from './captcha-audio.ts';
import { newCode } from './codes.ts';
import type { AppContext } from './context.ts';
import { ApiError, badRequest } from './errors.ts';
import { hit, LIMITS } from './rate-limit.ts';

const CAPTCHA_TTL_MS = 10 * 60_000;
// Letters and digits without look-alikes (0/O, 1/l/I).
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export async function issueCaptcha(ctx: AppContext) {
  const made = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CHARSET,
    noise: 2,
    color: true,
    width: 180,
    height: 56,
  });
  const id = newCode(24);
  const now = ctx.now();
  await insertCaptcha(ctx.db, {
    id,
    answer: made.text,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  // Clean up now and then rather than on a timer: any process may do it.
  if (Math.random() < 0.05) await deleteExpiredCaptchas(ctx.db, now);
  return {
    captchaId: id,
    image: made.data,
    ...(ctx.config.PLACEMENT_TEST_MODE ? { testAnswer: made.text } : {}),
  };
}

/** Checks an answer case-sensitively; the captcha is used up either way. */
export async function checkCaptcha(ctx: AppContext, captchaId: string, answer: string) {
  if (!answer) throw badRequest(MSG.captchaRequired, { captcha: MSG.captchaRequired });
  const row = await takeCaptcha(ctx.db, captchaId);
  if (!row) throw badRequest(OUR_MSG.captchaExpired, { captcha: OUR_MSG.captchaExpired });
  if (row.expiresAt <= ctx.now())
    throw badRequest(OUR_MSG.captchaExpired, { captcha: OUR_MSG.captchaExpired });
  if (row.answer !== answer) throw badRequest(MSG.captchaIncorrect, { captcha: MSG.captchaIncorrect });
}

/**
 * The captcha's audio alternative. The challenge stays unused (it is answered in the form as
 * usual, once); it can be played `LIMITS.captchaAudio.max` times, and a used or expired one is 404.
 */
export async function captchaAudioOf(ctx: AppContext, captchaId: string): Promise<Buffer> {
  const row = await findCaptcha(ctx.db, captchaId);
  if (!row || row.expiresAt <= ctx.now()) throw new ApiError(404, OUR_MSG.captchaExpired);
  await hit(ctx, LIMITS.captchaAudio, captchaId);
  return captchaAudio(row.answer);
}
