import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribeAlert,
  updateSavedSearch,
} from '@pp/contract/alerts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { hit, type Limit } from '../../platform/rate-limit.ts';
import * as alerts from './alerts.service.ts';

/** Tokens are 256 random bits; the limit only stops a flood of guesses from one address. */
const UNSUBSCRIBE_LIMIT: Limit = { bucket: 'alert-unsubscribe', max: 60, windowSeconds: 900 };

export async function alertsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listSavedSearches, async ({ query }, { user }) =>
    alerts.listSavedSearches(ctx, user, query),
  );
  route(app, ctx, createSavedSearch, async ({ body }, { user }) => alerts.createSavedSearch(ctx, user, body));
  route(app, ctx, updateSavedSearch, async ({ params, body }, { user }) =>
    alerts.updateSavedSearch(ctx, user, params.code, body),
  );
  route(app, ctx, deleteSavedSearch, async ({ params }, { user }) =>
    alerts.deleteSavedSearch(ctx, user, params.code),
  );
  route(app, ctx, unsubscribeAlert, async ({ body }, { ip }) => {
    await hit(ctx, UNSUBSCRIBE_LIMIT, ip);
    return alerts.unsubscribe(ctx, body.token);
  });
}
