import { Trans } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { type ChallengeResult, getChallenge, type ProofForm } from '@pp/contract/auth';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiCallError, call } from '../lib/api.ts';

/**
 * The public forms' check that asks nothing of a person (WCAG 2.2 SC 3.3.8 Accessible
 * Authentication): the browser proves some work for a challenge the server signed (ALTCHA's
 * algorithm, solved with the `altcha` package's own solver) while the person types. The form
 * sends the proof with its request; the server takes each proof once, so a refused request starts
 * the next one at once (a request that succeeded needs none).
 */

/** A challenge is renewed this long before it expires, so a page left open never sends a stale one. */
const RENEW_BEFORE_MS = 60_000;
type Challenge = ChallengeResult['challenge'];

async function solve(challenge: Challenge, controller: AbortController): Promise<string> {
  return (await import('./proof-of-work-solver.ts')).solveProof(challenge, controller);
}

export interface ProofOfWork {
  /** Whether a challenge is being fetched or solved (the status says "Verifying..."). */
  verifying: boolean;
  /** Whether the last challenge could not be fetched or solved (take() tries again). */
  failed: boolean;
  /** The solved proof, waiting for the work in progress (or starting it). */
  take(): Promise<string>;
  /**
   * After a refused request: starts the next proof, for `email` when the form names an account
   * (an account under attack asks for more work). True when the server refused the proof itself:
   * the form shows that message as a form-wide one (no field of the form is at fault).
   */
  refused(error: unknown, email?: string): boolean;
}

/** One proof of work for `form`, started when the form opens. */
export function useProofOfWork(form: ProofForm): ProofOfWork {
  const [verifying, setVerifying] = useState(true);
  const [failed, setFailed] = useState(false);
  const current = useRef<{ proof: Promise<string>; controller: AbortController } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const start = useCallback(
    (email?: string) => {
      current.current?.controller.abort();
      window.clearTimeout(timer.current);
      const controller = new AbortController();
      setVerifying(true);
      setFailed(false);
      const proof = call(getChallenge, { query: { form, email } }).then(async ({ challenge }) => {
        const expiresAt = challenge.parameters.expiresAt;
        if (expiresAt) {
          const renewIn = expiresAt * 1000 - Date.now() - RENEW_BEFORE_MS;
          timer.current = window.setTimeout(() => start(email), Math.max(renewIn, 0));
        }
        return solve(challenge, controller);
      });
      const mine = { proof, controller };
      current.current = mine;
      proof.then(
        () => {
          if (mounted.current && current.current === mine) setVerifying(false);
        },
        () => {
          if (mounted.current && current.current === mine && !controller.signal.aborted) {
            setVerifying(false);
            setFailed(true);
          }
        },
      );
      // Failures are shown by the status and by take(); this copy must not be reported unhandled.
      proof.catch(() => undefined);
      return mine;
    },
    [form],
  );

  useEffect(() => {
    mounted.current = true;
    start();
    return () => {
      mounted.current = false;
      current.current?.controller.abort();
      window.clearTimeout(timer.current);
    };
  }, [start]);

  return useMemo(
    () => ({
      verifying,
      failed,
      take: () => {
        const taken = current.current && !failed ? current.current : start();
        current.current = null;
        return taken.proof;
      },
      refused: (error, email) => {
        start(email);
        return error instanceof ApiCallError && Boolean(error.fields?.proof);
      },
    }),
    [verifying, failed, start],
  );
}

/**
 * What a person sees of the check: "Verifying..." while the browser works, announced politely by
 * screen readers, and nothing once it is done. No time limit: the work finishes when it does.
 */
export function ProofStatus({ proof }: { proof: ProofOfWork }) {
  return (
    <div role="status" aria-live="polite">
      {proof.verifying ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            <Trans>Verifying...</Trans>
          </Text>
        </Group>
      ) : proof.failed ? (
        <Text size="sm" c="red.8">
          <Trans>The check of this browser did not finish. Please check your connection and try again.</Trans>
        </Text>
      ) : null}
    </div>
  );
}
