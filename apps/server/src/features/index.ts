import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { commRoutes } from './comm/comm.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { profilesRoutes } from './profiles/profiles.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { systemRoutes } from './system/system.routes.ts';

/** Every route plugin of the API, in one explicit list. */
export async function registerFeatures(app: FastifyInstance, ctx: AppContext) {
  await systemRoutes(app, ctx);
  await authRoutes(app, ctx);
  await commRoutes(app, ctx);
  await announcementsRoutes(app, ctx);
  await lookupsRoutes(app, ctx);
  await registrationRoutes(app, ctx);
  await profilesRoutes(app, ctx);
}
