import { setLanguage } from '@pp/contract/account';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as account from './account.service.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, setLanguage, async ({ body }, { user }) => account.setLanguage(ctx, user, body.language));
}
