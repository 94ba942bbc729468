import { deleteMyAccount, downloadMyData } from '@pp/contract/account-data';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { clearSessionCookie } from '../../platform/session.ts';
import * as accountData from './account-data.service.ts';

export async function accountDataRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, downloadMyData, async (_input, { user }) => accountData.myDataZip(ctx, user));

  route(app, ctx, deleteMyAccount, async ({ body }, { user, reply, ip }) => {
    const result = await accountData.deleteAccount(ctx, user, body.password, ip);
    clearSessionCookie(reply);
    return result;
  });
}
