import {
  BALANCE_SHEET_FIELD,
  BALANCE_SHEET_MAX_BYTES,
  downloadBalanceSheet,
  getCorporateDashboard,
  getCorporateProfile,
  messageMember,
  messageStudent,
  saveCorporateAddressDetail,
  saveCorporateBasicDetail,
  saveCorporateContactDetail,
  searchMembers,
  searchStudents,
  uploadBalanceSheet,
} from '@pp/contract/corporates';
import { EMPLOYER_MSG } from '@pp/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { readOneFile } from '../../platform/uploads.ts';
import * as candidates from './candidates.service.ts';
import * as corporates from './corporates.service.ts';

export async function corporatesRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, getCorporateProfile, async (_input, { user }) =>
    corporates.corporateProfileOf(ctx, user.id),
  );

  route(app, ctx, saveCorporateBasicDetail, async ({ body }, { user, ip }) =>
    corporates.saveBasicDetail(ctx, { user, ip }, body),
  );

  route(app, ctx, saveCorporateAddressDetail, async ({ body }, { user, ip }) =>
    corporates.saveAddressDetail(ctx, { user, ip }, body),
  );

  route(app, ctx, saveCorporateContactDetail, async ({ body }, { user, ip }) =>
    corporates.saveContactDetail(ctx, { user, ip }, body),
  );

  route(app, ctx, uploadBalanceSheet, async (_input, { user, ip, req }) => {
    const file = await readOneFile(req, {
      field: BALANCE_SHEET_FIELD,
      maxBytes: BALANCE_SHEET_MAX_BYTES,
      tooBig: EMPLOYER_MSG.balanceSheetTooBig,
    });
    return corporates.uploadBalanceSheet(ctx, { user, ip }, file);
  });

  route(app, ctx, downloadBalanceSheet, async ({ params }, { user, reply }) => {
    const file = await corporates.openBalanceSheet(ctx, user, params.userCode, params.fileName);
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });

  route(app, ctx, getCorporateDashboard, async (_input, { user }) => corporates.dashboard(ctx, user));

  route(app, ctx, searchMembers, async ({ query }, { user }) =>
    candidates.searchCandidates(ctx, user, 'member', query),
  );

  route(app, ctx, searchStudents, async ({ query }, { user }) =>
    candidates.searchCandidates(ctx, user, 'student', query),
  );

  route(app, ctx, messageMember, async ({ body }, { user, ip }) =>
    candidates.sendMessage(ctx, { user, ip }, 'member', body),
  );

  route(app, ctx, messageStudent, async ({ body }, { user, ip }) =>
    candidates.sendMessage(ctx, { user, ip }, 'student', body),
  );
}
