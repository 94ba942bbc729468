import {
  downloadJobResumes,
  downloadTrainingResumes,
  setJobApplicantStage,
  setTrainingApplicantStage,
} from '@pp/contract/pipeline';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as pipeline from './pipeline.service.ts';

export async function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, setJobApplicantStage, async ({ body }, { user, ip }) =>
    pipeline.changeStage(ctx, { user, ip }, 'job', { ...body, postingCode: body.jobCode }),
  );
  route(app, ctx, setTrainingApplicantStage, async ({ body }, { user, ip }) =>
    pipeline.changeStage(ctx, { user, ip }, 'training', { ...body, postingCode: body.trainingCode }),
  );
  route(app, ctx, downloadJobResumes, async ({ query }, { user, signal }) =>
    pipeline.downloadResumes(ctx, user, 'job', query.jobCode, signal),
  );
  route(app, ctx, downloadTrainingResumes, async ({ query }, { user, signal }) =>
    pipeline.downloadResumes(ctx, user, 'training', query.trainingCode, signal),
  );
}
