import { version } from '@pp/contract/auth';
import { WEB_VERSION } from '@pp/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';

export const API_VERSION = '1.0.0';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, version, async () => ({ web: WEB_VERSION, api: API_VERSION }));

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await ctx.db.execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
