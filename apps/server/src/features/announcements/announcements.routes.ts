import {
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  saveAnnouncement,
} from '@pp/contract/announcements';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as announcements from './announcements.service.ts';

export async function announcementsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listAnnouncements, async ({ query }) => announcements.listAnnouncements(ctx, query));

  route(app, ctx, getAnnouncement, async ({ params }) => announcements.getAnnouncement(ctx, params.code));

  route(app, ctx, saveAnnouncement, async ({ body }, { user, ip }) =>
    announcements.saveAnnouncement(ctx, user, body, ip),
  );

  route(app, ctx, deleteAnnouncement, async ({ params }, { user, ip }) =>
    announcements.deleteAnnouncement(ctx, user, params.code, ip),
  );
}
