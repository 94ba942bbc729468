import {
  changeMyConsent,
  fileGrievance,
  getGrievanceContact,
  listAllGrievances,
  listMyConsents,
  listMyGrievances,
  replyToGrievance,
} from '@pp/contract/privacy';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as privacy from './privacy.service.ts';

export async function privacyRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listMyConsents, async (_input, { user }) => privacy.myConsents(ctx, user));
  route(app, ctx, changeMyConsent, async ({ body }, { user, ip }) =>
    privacy.changeConsent(ctx, { user, ip }, body),
  );
  route(app, ctx, getGrievanceContact, async () => privacy.grievanceContact(ctx));
  route(app, ctx, fileGrievance, async ({ body }, { user, ip }) =>
    privacy.fileGrievance(ctx, { user, ip }, body.message),
  );
  route(app, ctx, listMyGrievances, async (_input, { user }) => privacy.myGrievances(ctx, user));
  route(app, ctx, listAllGrievances, async ({ query }) => privacy.allGrievances(ctx, query));
  route(app, ctx, replyToGrievance, async ({ params, body }, { user, ip }) =>
    privacy.replyToGrievance(ctx, { user, ip }, params.reference, body.reply),
  );
}
