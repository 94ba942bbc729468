import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { accountRoutes } from './account/account.routes.ts';
import { accountDataRoutes } from './account-data/account-data.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { alertsRoutes } from './alerts/alerts.routes.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { commRoutes } from './comm/comm.routes.ts';
import { corporatesRoutes } from './corporates/corporates.routes.ts';
import { govtRoutes } from './govt/govt.routes.ts';
import { interviewsRoutes } from './interviews/interviews.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { pipelineRoutes } from './pipeline/pipeline.routes.ts';
import { profilesRoutes } from './profiles/profiles.routes.ts';
import { publicJobsRoutes } from './public-jobs/public-jobs.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { trainingsRoutes } from './trainings/trainings.routes.ts';

/** Every route plugin of the API, in one explicit list. */
export async function registerFeatures(app: FastifyInstance, ctx: AppContext) {
  await systemRoutes(app, ctx);
  await authRoutes(app, ctx);
  await commRoutes(app, ctx);
  await announcementsRoutes(app, ctx);
  await lookupsRoutes(app, ctx);
  await registrationRoutes(app, ctx);
  await profilesRoutes(app, ctx);
  await govtRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await searchRoutes(app, ctx);
  await applicationsRoutes(app, ctx);
  await jobsRoutes(app, ctx);
  await trainingsRoutes(app, ctx);
  await pipelineRoutes(app, ctx);
  await interviewsRoutes(app, ctx);
  await corporatesRoutes(app, ctx);
  await alertsRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await accountDataRoutes(app, ctx);
  await notificationsRoutes(app, ctx);
  await publicJobsRoutes(app, ctx);
}
