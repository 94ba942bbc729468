import { insertAudit } from './audit.repo.ts';
import type { AppContext } from './context.ts';
import type { SignInOutcome } from './metrics.ts';

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
    ip: event.ip ?? '',
  });
}
