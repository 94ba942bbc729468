import { randomBytes } from 'node:crypto';
import type { ChallengeResult, ProofForm } from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import {
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  solveChallenge,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from './context.ts';
import { badRequest } from './errors.ts';
import { deleteExpiredSpentChallenges, serverKey, spendChallenge } from './proof-of-work.repo.ts';
import { countHit, LIMITS, recentHits } from './rate-limit.ts';

/**
 * The public forms' check that asks nothing of a person (WCAG 2.2 SC 3.3.8): the browser proves
 * some work (ALTCHA v2: PBKDF2 key derivations until a derived key starts with the signed prefix)
 * while the person types, and the server takes each solution once, for the form it was issued
 * for, before it expires. The work is small for one person and adds up for a bot sending
 * thousands; it rises for a client address or an e-mail that many refused attempts came from.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough for a slow phone to solve the hardest level while its owner types. */
export const CHALLENGE_TTL_MS = 20 * 60_000;
/**
 * PBKDF2 iterations per attempt, and the most attempts at level 0 (the counter is drawn from its
 * upper half). Measured on a 6x throttled CPU in Chromium: docs/security.md "The way in".
 * Documented test mode: the lowest work there is, so tests run at full speed.
 */
const WORK = {
  normal: { cost: 200, attempts: 500 },
  test: { cost: 1, attempts: 4 },
};
/** Each level multiplies the attempts by this. */
const LEVEL_FACTOR = 3;
export const MAX_LEVEL = 3;

interface Keys {
  signature: string;
  keySignature: string;
}
const keysOf = new WeakMap<object, Promise<Keys>>();

/** The signing keys, made by the first process that needs them and kept in the database. */
function keys(ctx: AppContext): Promise<Keys> {
  let found = keysOf.get(ctx.config);
  if (!found) {
    const make = () => randomBytes(32).toString('base64url');
    found = Promise.all([
      serverKey(ctx.db, 'proof-signature', make),
      serverKey(ctx.db, 'proof-key-signature', make),
    ]).then(([signature, keySignature]) => ({ signature, keySignature }));
    found.catch(() => keysOf.delete(ctx.config));
    keysOf.set(ctx.config, found);
  }
  return found;
}

export interface ProofClient {
  ip: string;
  /** The account the form names, when it names one (sign-in, forgot password). */
  email?: string;
}

const pressureKeys = (who: Partial<ProofClient>) => [
  ...(who.ip ? [`ip:${who.ip}`] : []),
  ...(who.email ? [`email:${who.email}`] : []),
];

/** The level of work asked of `who` now: 0, then up by one at 1x, 3x and 10x the pressure limit. */
export async function levelFor(ctx: AppContext, who: ProofClient): Promise<number> {
  const start = LIMITS.proofPressure.max * ctx.config.RATE_LIMIT_SCALE;
  const counts = await Promise.all(pressureKeys(who).map((k) => recentHits(ctx, LIMITS.proofPressure, k)));
  const most = Math.max(...counts);
  return [start, 3 * start, 10 * start].filter((threshold) => most >= threshold).length;
}

/**
 * Counts a refused attempt from `who` (wrong password, unknown record, a bad proof): enough of
 * them raise the work the client address and the e-mail are asked for.
 */
export async function notePressure(ctx: AppContext, who: Partial<ProofClient>) {
  for (const key of pressureKeys(who)) await countHit(ctx, LIMITS.proofPressure, key);
}

function encodeProof(challenge: Challenge, solution: Solution) {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A signed challenge for `form`, at the level of work `who` is asked for now. */
export async function issueChallenge(
  ctx: AppContext,
  form: ProofForm,
  who: ProofClient,
): Promise<ChallengeResult> {
  const testMode = ctx.config.PLACEMENT_TEST_MODE;
  const work = testMode ? WORK.test : WORK.normal;
  const level = await levelFor(ctx, who);
  const most = work.attempts * LEVEL_FACTOR ** level;
  const counter = randomInt(Math.ceil(most / 2), most);
  const { signature, keySignature } = await keys(ctx);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: work.cost,
    counter,
    deriveKey,
    data: { form, level },
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
  // Clean up now and then rather than on a timer: any process may do it.
  if (Math.random() < 0.05) await deleteExpiredSpentChallenges(ctx.db, ctx.now());
  if (!testMode) return { challenge };
  // Documented test mode: the server knows the counter, so it hands out the solution as well.
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: counter });
  if (!solution) throw new Error('test-mode challenge not solved');
  return { challenge, testProof: encodeProof(challenge, solution) };
}

function parseProof(proof: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    if (typeof parsed?.challenge?.parameters !== 'object' || typeof parsed?.solution !== 'object')
      return null;
    return parsed;
  } catch {
    return null;
  }
}

const refused = (message: string) => badRequest(message, { proof: message });

/**
 * Takes a solution for `form`: refused when missing, forged, solved wrongly, expired, issued for
 * another form, answered before, or easier than `who` is asked for now.
 */
export async function checkProof(ctx: AppContext, form: ProofForm, proof: string, who: ProofClient) {
  if (!proof) throw refused(OUR_MSG.proofRequired);
  const payload = parseProof(proof);
  const { signature, keySignature } = await keys(ctx);
  const result = payload
    ? await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      }).catch(() => null)
    : null;
  const data = payload?.challenge.parameters.data ?? {};
  const expiresAt = (payload?.challenge.parameters.expiresAt ?? 0) * 1000;
  if (!payload || !result?.verified || data.form !== form || expiresAt <= ctx.now().getTime()) {
    await notePressure(ctx, { ip: who.ip });
    throw refused(OUR_MSG.proofInvalid);
  }
  if (!(await spendChallenge(ctx.db, payload.challenge.parameters.nonce, new Date(expiresAt)))) {
    await notePressure(ctx, { ip: who.ip });
    throw refused(OUR_MSG.proofInvalid);
  }
  if (Number(data.level ?? 0) < Math.min(MAX_LEVEL, await levelFor(ctx, who)))
    throw refused(OUR_MSG.proofHarder);
}
