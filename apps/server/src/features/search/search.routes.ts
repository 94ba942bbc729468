import {
  recentInternationalJobs,
  recentJobs,
  recentTrainings,
  recommendedJobs,
  searchJobs,
  searchTrainings,
} from '@pp/contract/search';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as search from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, recentJobs, async ({ query }, { user }) => search.findJobs(ctx, user, query));
  route(app, ctx, searchJobs, async ({ query }, { user }) => search.findJobs(ctx, user, query));
  route(app, ctx, recommendedJobs, async ({ query }, { user }) => search.recommendedJobs(ctx, user, query));
  route(app, ctx, recentInternationalJobs, async ({ query }, { user }) =>
    search.recentInternationalJobs(ctx, user, query),
  );
  route(app, ctx, recentTrainings, async ({ query }, { user }) => search.findTrainings(ctx, user, query));
  route(app, ctx, searchTrainings, async ({ query }, { user }) => search.findTrainings(ctx, user, query));
}
