import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from '@pp/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as notifications from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listNotifications, async ({ query }, { user }) =>
    notifications.listNotifications(ctx, user, query),
  );
  route(app, ctx, unreadNotifications, async (_input, { user }) => notifications.unreadCount(ctx, user));
  route(app, ctx, markNotificationRead, async ({ params }, { user }) =>
    notifications.markRead(ctx, user, params.code),
  );
  route(app, ctx, markAllNotificationsRead, async (_input, { user }) => notifications.markAllRead(ctx, user));
}
