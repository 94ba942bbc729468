import { insertAudit } from './audit.repo.ts';
import { clientAddress } from './client-address.ts';
import type { AppContext } from './context.ts';
import type { SignInOutcome } from './metrics.ts';
import type { AuthUser } from './session.ts';

export interface AuditEvent {
  action: string;
  actorId?: number | null;
  targetId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string;
}

/** The password sign-in's audit actions, counted in the metrics (a lockout is a failure past the limit). */
function signInOutcome(event: AuditEvent): SignInOutcome | undefined {
  if (event.action === 'login') return 'success';
  if (event.action === 'login.failed')
    return event.detail?.reason === 'too-many-failures' ? 'locked_out' : 'failure';
  if (event.action === 'login.refused') return 'failure';
  return undefined;
}

/** Appends an event to the audit log (admin actions, sign-in events). */
export async function audit(ctx: AppContext, event: AuditEvent) {
  const outcome = signInOutcome(event);
  if (outcome) ctx.metrics.signIn(outcome);
  await insertAudit(ctx.db, {
    at: ctx.now(),
    action: event.action,
    actorId: event.actorId ?? null,
    targetId: event.targetId ?? null,
    detail: event.detail ?? {},
    // The request's client address when the caller named none (every entry a request writes).
    ip: event.ip ?? clientAddress() ?? '',
  });
}

/** Who did a change and from where: the signed-in user and the request's address. */
export interface Actor {
  user: AuthUser;
  ip: string;
}

/** Audits an action of `actor` (on the record of `targetId`, when it belongs to someone). */
export async function auditBy(
  ctx: AppContext,
  actor: Actor,
  action: string,
  detail: Record<string, unknown>,
  targetId?: number | null,
) {
  await audit(ctx, { action, actorId: actor.user.id, targetId, detail, ip: actor.ip });
}
