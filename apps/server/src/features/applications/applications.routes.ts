import {
  applyForJob,
  applyForTraining,
  applyForTrainingPublic,
  memberJobApplicationCodes,
  memberJobApplications,
  studentJobApplicationCodes,
  studentJobApplications,
  studentTrainingApplicationCodes,
  studentTrainingApplications,
} from '@pp/contract/applications';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as applications from './applications.service.ts';

export async function applicationsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, applyForJob, async ({ body }, { user }) =>
    applications.applyForJob(ctx, user, body.jobCode),
  );
  route(app, ctx, applyForTraining, async ({ body }, { user }) =>
    applications.applyForTraining(ctx, user, body.trainingCode),
  );
  route(app, ctx, applyForTrainingPublic, async ({ body }, { user }) =>
    applications.applyForTraining(ctx, user, body.trainingCode),
  );
  route(app, ctx, memberJobApplications, async ({ query }, { user }) =>
    applications.myJobApplications(ctx, user, query),
  );
  route(app, ctx, studentJobApplications, async ({ query }, { user }) =>
    applications.myJobApplications(ctx, user, query),
  );
  route(app, ctx, memberJobApplicationCodes, async (_input, { user }) =>
    applications.appliedJobCodes(ctx, user),
  );
  route(app, ctx, studentJobApplicationCodes, async (_input, { user }) =>
    applications.appliedJobCodes(ctx, user),
  );
  route(app, ctx, studentTrainingApplications, async ({ query }, { user }) =>
    applications.myTrainingApplications(ctx, user, query),
  );
  route(app, ctx, studentTrainingApplicationCodes, async (_input, { user }) =>
    applications.appliedTrainingCodes(ctx, user),
  );
}
