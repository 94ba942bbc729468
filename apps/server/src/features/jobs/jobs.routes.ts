import {
  exportJobApplicants,
  getJobDetail,
  listJobApplicants,
  listPostedJobs,
  postJob,
  searchPostedJobs,
  setJobStatus,
  updateJobDates,
} from '@pp/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as jobs from './jobs.service.ts';

export async function jobsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, postJob, async ({ body }, { user, ip }) => jobs.postJob(ctx, { user, ip }, body));

  route(app, ctx, updateJobDates, async ({ body }, { user, ip }) =>
    jobs.updateJobDates(ctx, { user, ip }, body),
  );

  route(app, ctx, getJobDetail, async ({ params }, { user }) => jobs.jobDetail(ctx, user, params.code));

  route(app, ctx, setJobStatus, async ({ body }, { user, ip }) => jobs.setJobStatus(ctx, { user, ip }, body));

  route(app, ctx, listPostedJobs, async ({ query }, { user }) => jobs.postedJobs(ctx, user, query));

  route(app, ctx, searchPostedJobs, async ({ query }, { user }) => jobs.searchOwnJobs(ctx, user, query));

  route(app, ctx, listJobApplicants, async ({ query }, { user }) => jobs.jobApplicants(ctx, user, query));

  route(app, ctx, exportJobApplicants, async ({ query }, { user }) =>
    jobs.exportJobApplicants(ctx, user, query.jobCode),
  );
}
