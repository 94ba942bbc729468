import { pbkdf2, solveChallenge, solveChallengeWorkers } from 'altcha/lib';
import PbkdfWorker from 'altcha/workers/pbkdf2?worker';

/**
 * ALTCHA's solver, loaded only by pages with a proof of work (proof-of-work.tsx imports this
 * module lazily; the named imports keep the rest of `altcha/lib`, e.g. Argon2, out of the chunk).
 */

/** Workers solving in parallel: phones have 4 to 8 cores; more than 4 gains little. */
const MAX_WORKERS = 4;

type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];

/** The ALTCHA payload for `challenge` (base64 of the challenge and its solution). */
export async function solveProof(challenge: Challenge, controller: AbortController): Promise<string> {
  const workers =
    typeof Worker === 'undefined' ? 0 : Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1);
  const solution =
    workers > 1
      ? await solveChallengeWorkers({
          challenge,
          concurrency: workers,
          controller,
          createWorker: () => new PbkdfWorker(),
        })
      : await solveChallenge({ challenge, controller, deriveKey: pbkdf2.deriveKey });
  if (!solution) throw new Error('not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
