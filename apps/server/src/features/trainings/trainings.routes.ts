import {
  exportPostedTrainings,
  exportTrainingApplicants,
  getTrainingDetail,
  getTrainingPostStatus,
  listPostedTrainings,
  listTrainingApplicants,
  postTraining,
  setTrainingStatus,
  updateTrainingDates,
} from '@pp/contract/trainings';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as trainings from './trainings.service.ts';

export async function trainingsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, postTraining, async ({ body }, { user, ip }) =>
    trainings.postTraining(ctx, { user, ip }, body),
  );

  route(app, ctx, getTrainingPostStatus, async (_input, { user }) => trainings.trainingPostStatus(ctx, user));

  route(app, ctx, listPostedTrainings, async ({ query }, { user }) =>
    trainings.postedTrainings(ctx, user, query),
  );

  route(app, ctx, exportPostedTrainings, async (_input, { user }) =>
    trainings.exportPostedTrainings(ctx, user),
  );

  route(app, ctx, getTrainingDetail, async ({ params }, { user }) =>
    trainings.trainingDetail(ctx, user, params.code),
  );

  route(app, ctx, setTrainingStatus, async ({ body }, { user, ip }) =>
    trainings.setTrainingStatus(ctx, { user, ip }, body),
  );

  route(app, ctx, updateTrainingDates, async ({ body }, { user, ip }) =>
    trainings.updateTrainingDates(ctx, { user, ip }, body),
  );

  route(app, ctx, listTrainingApplicants, async ({ query }, { user }) =>
    trainings.trainingApplicants(ctx, user, query),
  );

  route(app, ctx, exportTrainingApplicants, async ({ query }, { user }) =>
    trainings.exportTrainingApplicants(ctx, user, query.trainingCode),
  );
}
