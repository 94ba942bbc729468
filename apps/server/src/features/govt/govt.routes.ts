import {
  exportGovtJobs,
  exportGovtTrainings,
  getGovtJob,
  getGovtTraining,
  listGovtJobs,
  listGovtTrainings,
  recentGovtTrainings,
  saveGovtJob,
  saveGovtTraining,
} from '@pp/contract/govt';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as govt from './govt.service.ts';

export async function govtRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listGovtJobs, async ({ query }) => govt.listJobs(ctx, query));
  route(app, ctx, getGovtJob, async ({ params }) => govt.getJob(ctx, params.code));
  route(app, ctx, listGovtTrainings, async ({ query }) => govt.listTrainings(ctx, query));
  route(app, ctx, recentGovtTrainings, async ({ query }) => govt.recentTrainings(ctx, query.limit));
  route(app, ctx, getGovtTraining, async ({ params }) => govt.getTraining(ctx, params.code));

  route(app, ctx, saveGovtJob, async ({ body }, { user, ip }) => govt.saveJob(ctx, user, body, ip));
  route(app, ctx, saveGovtTraining, async ({ body }, { user, ip }) => govt.saveTraining(ctx, user, body, ip));

  route(app, ctx, exportGovtJobs, async ({ query }, { user, ip }) => govt.exportJobs(ctx, user, query, ip));
  route(app, ctx, exportGovtTrainings, async ({ query }, { user, ip }) =>
    govt.exportTrainings(ctx, user, query, ip),
  );
}
