import { submitGrievance } from '@pp/contract/comm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as comm from './comm.service.ts';

export async function commRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, submitGrievance, async ({ body }, { user, ip }) =>
    comm.submitGrievance(ctx, body, { user, ip }),
  );
}
