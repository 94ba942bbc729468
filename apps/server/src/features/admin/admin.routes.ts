import {
  exportAdminJobs,
  exportAdminTrainings,
  exportCorporates,
  exportMembers,
  exportStudents,
  getCorporateDetail,
  getStats,
  listAdminJobs,
  listAdminTrainings,
  listAudit,
  searchCorporates,
  searchMembersAdmin,
  searchStudentsAdmin,
  setTrainingRight,
  softDeleteJob,
} from '@pp/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as admin from './admin.service.ts';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, getStats, async () => admin.stats(ctx));

  route(app, ctx, listAdminJobs, async ({ query }) => admin.listJobs(ctx, query));
  route(app, ctx, exportAdminJobs, async ({ query }, { user, ip }) =>
    admin.exportJobs(ctx, { user, ip }, query),
  );
  route(app, ctx, softDeleteJob, async ({ body }, { user, ip }) =>
    admin.softDeleteJob(ctx, { user, ip }, body.jobCode),
  );

  route(app, ctx, listAdminTrainings, async ({ query }) => admin.listTrainings(ctx, query));
  route(app, ctx, exportAdminTrainings, async ({ query }, { user, ip }) =>
    admin.exportTrainings(ctx, { user, ip }, query),
  );

  route(app, ctx, searchCorporates, async ({ query }) => admin.searchCorporates(ctx, query));
  route(app, ctx, exportCorporates, async ({ query }, { user, ip }) =>
    admin.exportCorporates(ctx, { user, ip }, query),
  );
  route(app, ctx, setTrainingRight, async ({ body }, { user, ip }) =>
    admin.setTrainingRight(ctx, { user, ip }, body),
  );
  route(app, ctx, getCorporateDetail, async ({ params }) => admin.corporateDetail(ctx, params.userCode));

  route(app, ctx, searchMembersAdmin, async ({ query }) => admin.searchMembers(ctx, query));
  route(app, ctx, exportMembers, async ({ query }, { user, ip }) =>
    admin.exportMembers(ctx, { user, ip }, query),
  );
  route(app, ctx, searchStudentsAdmin, async ({ query }) => admin.searchStudents(ctx, query));
  route(app, ctx, exportStudents, async ({ query }, { user, ip }) =>
    admin.exportStudents(ctx, { user, ip }, query),
  );

  route(app, ctx, listAudit, async ({ query }) => admin.auditLog(ctx, query));
}
