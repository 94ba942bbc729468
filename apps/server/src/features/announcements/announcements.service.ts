import { ANNOUNCEMENT_BODY_MAX, type Announcement, maxCharsMessage } from '@pp/contract/announcements';
import { toEpochSeconds } from '@pp/contract/format';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { audit } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { plainTextOfHtml, sanitizeRichText } from '../../platform/sanitize.ts';
import type { AuthUser } from '../../platform/session.ts';
import {
  type AnnouncementView,
  deleteAnnouncementByCode,
  findAnnouncement,
  insertAnnouncement,
  pageAnnouncements,
  updateAnnouncement,
} from './announcements.repo.ts';

function toItem(row: AnnouncementView): Announcement {
  return {
    code: row.code,
    title: row.title,
    body: row.body,
    link: row.link,
    publishedOn: toEpochSeconds(row.publishedAt),
  };
}

export async function listAnnouncements(ctx: AppContext, query: { page: number; limit: number }) {
  const { list, total } = await pageAnnouncements(ctx.db, (query.page - 1) * query.limit, query.limit);
  return { list: list.map(toItem), total };
}

export async function getAnnouncement(ctx: AppContext, code: string) {
  const row = await findAnnouncement(ctx.db, code);
  if (!row) throw notFound(OUR_MSG.notFound);
  return toItem(row);
}

/** Sanitizes the body and holds its visible text to the limits. */
function cleanBody(html: string): string {
  const body = sanitizeRichText(html);
  const text = plainTextOfHtml(body);
  if (!text) throw fieldError('body', MSG.required);
  if (text.length > ANNOUNCEMENT_BODY_MAX) {
    const message = maxCharsMessage(ANNOUNCEMENT_BODY_MAX);
    throw fieldError('body', message);
  }
  return body;
}

/** Creates (no code) or updates (code) an announcement. */
export async function saveAnnouncement(
  ctx: AppContext,
  admin: AuthUser,
  input: { code: string; title: string; body: string; link: string },
  ip: string,
) {
  const body = cleanBody(input.body);
  const now = ctx.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    if (!input.code) {
      const created = await insertAnnouncement(tx, {
        code: newCode(),
        title: input.title,
        body,
        link: input.link,
        publishedAt: now,
        createdBy: admin.id,
        modifiedAt: now,
      });
      await audit(txCtx, {
        action: 'announcement.create',
        actorId: admin.id,
        detail: { code: created.code, title: created.title },
        ip,
      });
      return created;
    }
    const updated = await updateAnnouncement(tx, input.code, {
      title: input.title,
      body,
      link: input.link,
      modifiedAt: now,
    });
    if (!updated) throw notFound(OUR_MSG.notFound);
    await audit(txCtx, {
      action: 'announcement.update',
      actorId: admin.id,
      detail: { code: updated.code, title: updated.title },
      ip,
    });
    return updated;
  });
  return { code: saved.code, Message: OUR_MSG.announcementSaved };
}

export async function deleteAnnouncement(ctx: AppContext, admin: AuthUser, code: string, ip: string) {
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteAnnouncementByCode(tx, code);
    if (!removed) throw notFound(OUR_MSG.notFound);
    await audit(
      { ...ctx, db: tx },
      {
        action: 'announcement.delete',
        actorId: admin.id,
        detail: { code: removed.code, title: removed.title },
        ip,
      },
    );
  });
  return { Message: OUR_MSG.announcementDeleted };
}
