import { WEB_BASE } from '@pp/contract/endpoint';
import { getPublicJob, PUBLIC_JOB_ROUTE } from '@pp/contract/public-jobs';
import type { FastifyInstance } from 'fastify';
import { webDistFolder } from '../../paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { pageRenderFor } from '../../platform/page-render.ts';
import type { AuthUser } from '../../platform/session.ts';
import { notFoundFile } from '../../platform/web-routes.ts';
import * as publicJobs from './public-jobs.service.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Crawlers and shared links read these often; an hour old is fresh enough. */
const CRAWLER_CACHE = 'public, max-age=3600';

export async function publicJobsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(
    app,
    ctx,
    getPublicJob,
    async ({ params }, { user }) => publicJobs.publicJob(ctx, user, params.code),
    {
      // A visitor's answer is everyone's (a signed-in applicant's holds their application date).
      keepSeconds: (_input, user: AuthUser | null) => (user ? 0 : ctx.config.PUBLIC_CACHE_SECONDS),
    },
  );

  // The page of a share link, with its head written by the server (job-posting.ts). Registered
  // here, it takes this path before the static files' catch-all and the client's history
  // fallback (app.ts); without a web build it is left to them (a 404).
  app.get<{ Params: { code: string } }>(
    `${WEB_BASE}${PUBLIC_JOB_ROUTE}`,
    { schema: { hide: true } },
    async (req, reply) => {
      const render = await pageRenderFor(app, ctx.config.WEB_DIST ?? webDistFolder, req);
      const page = await publicJobs.jobPageHtml(ctx, req.params.code, render);
      if (!page) return reply.callNotFound();
      // The page is the reader's language's, and a visitor's (platform/page-render.ts).
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (page.status === 404)
        return reply
          .status(404)
          .sendFile(notFoundFile({ cookies: req.cookies, acceptLanguage: req.headers['accept-language'] }));
      return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(ctx.config.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(ctx, null)),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemap-:file.xml',
    { schema: { hide: true } },
    async (req, reply) => {
      const file = /^[1-9]\d{0,5}$/.test(req.params.file) ? Number(req.params.file) : 0;
      const xml = file ? await sitemapXml(ctx, file) : null;
      if (xml === null) return reply.callNotFound();
      return reply.header('Cache-Control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(xml);
    },
  );
}
