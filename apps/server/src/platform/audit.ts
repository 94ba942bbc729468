import { insertAudit } from './audit.repo.ts';
import type { AppContext } from './context.ts';

export interface AuditEvent {
  action: string;
  actorId?: number | null;
  targetId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Appends an event to the audit log (admin actions, sign-in events). */
export async function audit(ctx: AppContext, event: AuditEvent) {
  await insertAudit(ctx.db, {
    at: ctx.now(),
    action: event.action,
    actorId: event.actorId ?? null,
    targetId: event.targetId ?? null,
    detail: event.detail ?? {},
    ip: event.ip ?? '',
  });
}
