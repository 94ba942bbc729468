import { listOtps, sendOtp, submitGrievance, validateOtp } from '@pp/contract/comm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as comm from './comm.service.ts';
import * as otp from './otp.service.ts';

export async function commRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, submitGrievance, async ({ body }, { user, ip }) =>
    comm.submitGrievance(ctx, body, { user, ip }),
  );
  route(app, ctx, sendOtp, async ({ body }, { ip }) => otp.sendOtp(ctx, body, ip));
  route(app, ctx, validateOtp, async ({ body }, { ip }) => otp.validateOtp(ctx, body, ip));
  route(app, ctx, listOtps, async () => otp.recentOtps(ctx));
}
