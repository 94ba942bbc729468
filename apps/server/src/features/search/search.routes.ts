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
import type { AuthUser } from '../../platform/session.ts';
import * as search from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  // An anonymous visitor's page holds nothing of the visitor: kept whole (platform/memory-answers.ts)
  // for the public cache's lifetime (PUBLIC_CACHE_SECONDS, 0 = off; emptied by any write to this
  // process). A signed-in viewer's page carries the viewer's own application dates: built each
  // time from the open postings' index (always current) and one read of the page's rows.
  const anonymousKept = {
    keepSeconds: (_input: unknown, user: AuthUser | null) => (user ? 0 : ctx.config.PUBLIC_CACHE_SECONDS),
  };
  route(
    app,
    ctx,
    recentJobs,
    async ({ query }, { user }) => search.findJobs(ctx, user, query),
    anonymousKept,
  );
  route(
    app,
    ctx,
    searchJobs,
    async ({ query }, { user }) => search.findJobs(ctx, user, query),
    anonymousKept,
  );
  route(app, ctx, recommendedJobs, async ({ query }, { user }) => search.recommendedJobs(ctx, user, query));
  route(app, ctx, recentInternationalJobs, async ({ query }, { user }) =>
    search.recentInternationalJobs(ctx, user, query),
  );
  route(
    app,
    ctx,
    recentTrainings,
    async ({ query }, { user }) => search.findTrainings(ctx, user, query),
    anonymousKept,
  );
  route(
    app,
    ctx,
    searchTrainings,
    async ({ query }, { user }) => search.findTrainings(ctx, user, query),
    anonymousKept,
  );
}
