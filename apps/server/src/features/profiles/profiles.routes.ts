import { MSG } from '@pp/contract/messages';
import {
  addMemberCertification,
  addMemberEducation,
  addMemberExperience,
  addStudentEducation,
  addStudentExperience,
  type CandidateKind,
  deleteMemberCertification,
  deleteMemberEducation,
  deleteMemberExperience,
  deleteStudentEducation,
  deleteStudentExperience,
  downloadPicture,
  downloadResume,
  getMemberDashboard,
  getMemberDetail,
  getMemberDetailForAdmin,
  getMemberProfile,
  getStudentDashboard,
  getStudentDetail,
  getStudentDetailForAdmin,
  getStudentProfile,
  listMemberProfileViews,
  listStudentProfileViews,
  PICTURE_FIELD,
  PICTURE_MAX_BYTES,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  RESUME_TOO_BIG,
  saveMemberAdditionalInfo,
  saveMemberBasicDetail,
  saveMemberSkills,
  saveStudentAdditionalInfo,
  saveStudentBasicDetail,
  saveStudentSkills,
  setMemberActive,
  setMemberResumeVisibility,
  setStudentActive,
  setStudentResumeVisibility,
  updateMemberCertification,
  updateMemberEducation,
  updateMemberExperience,
  updateStudentEducation,
  updateStudentExperience,
  uploadMemberPicture,
  uploadMemberResume,
  uploadStudentPicture,
  uploadStudentResume,
} from '@pp/contract/profiles';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import { readOneFile } from '../../platform/uploads.ts';
import { profileViewsOf } from '../access/candidate-access.ts';
import { candidateDashboard } from './dashboard.service.ts';
import type { OpenedFile } from './profiles.service.ts';
import * as profiles from './profiles.service.ts';

/** Sends a stored file; never sniffed, never framed, never run as a page. */
function sendFile(reply: FastifyReply, file: OpenedFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}

export async function profilesRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const kind of ['member', 'student'] as const satisfies CandidateKind[]) {
    const isMember = kind === 'member';
    route(app, ctx, isMember ? saveMemberSkills : saveStudentSkills, async ({ body }, { user }) =>
      profiles.saveSkills(ctx, user, kind, body.skill),
    );
    route(app, ctx, isMember ? setMemberActive : setStudentActive, async ({ body }, { user, ip }) =>
      profiles.setActive(ctx, user, kind, body.status, ip),
    );
    route(
      app,
      ctx,
      isMember ? setMemberResumeVisibility : setStudentResumeVisibility,
      async ({ body }, { user, ip }) => profiles.setResumeVisibility(ctx, user, kind, body.show, ip),
    );
    route(
      app,
      ctx,
      isMember ? listMemberProfileViews : listStudentProfileViews,
      async ({ query }, { user }) => profileViewsOf(ctx, user, query.page),
    );
    route(app, ctx, isMember ? uploadMemberResume : uploadStudentResume, async (_input, { user, req }) => {
      const file = await readOneFile(req, {
        field: RESUME_FIELD,
        maxBytes: RESUME_MAX_BYTES[kind],
        tooBig: RESUME_TOO_BIG[kind],
      });
      return profiles.uploadResume(ctx, user, kind, file);
    });
    route(app, ctx, isMember ? uploadMemberPicture : uploadStudentPicture, async (_input, { user, req }) => {
      const file = await readOneFile(req, {
        field: PICTURE_FIELD,
        maxBytes: PICTURE_MAX_BYTES,
        tooBig: MSG.imageTooBig,
      });
      return profiles.uploadPicture(ctx, user, kind, file);
    });
    route(app, ctx, isMember ? addMemberEducation : addStudentEducation, async ({ body }, { user }) =>
      profiles.saveEducation(ctx, user, kind, { ...body, code: '' }),
    );
    route(app, ctx, isMember ? updateMemberEducation : updateStudentEducation, async ({ body }, { user }) =>
      profiles.saveEducation(ctx, user, kind, body),
    );
    route(app, ctx, isMember ? deleteMemberEducation : deleteStudentEducation, async ({ params }, { user }) =>
      profiles.deleteItem(ctx, user, kind, 'education', params.code),
    );
    route(app, ctx, isMember ? addMemberExperience : addStudentExperience, async ({ body }, { user }) =>
      profiles.saveExperience(ctx, user, kind, { ...body, code: '' }),
    );
    route(app, ctx, isMember ? updateMemberExperience : updateStudentExperience, async ({ body }, { user }) =>
      profiles.saveExperience(ctx, user, kind, body),
    );
    route(
      app,
      ctx,
      isMember ? deleteMemberExperience : deleteStudentExperience,
      async ({ params }, { user }) => profiles.deleteItem(ctx, user, kind, 'experience', params.code),
    );
  }

  // Member only.
  route(app, ctx, getMemberProfile, async (_input, { user }) => profiles.ownMemberProfile(ctx, user));
  route(app, ctx, getMemberDashboard, async (_input, { user }) => candidateDashboard(ctx, user, 'member'));
  route(app, ctx, saveMemberBasicDetail, async ({ body }, { user }) =>
    profiles.saveMemberBasicDetail(ctx, user, body),
  );
  route(app, ctx, saveMemberAdditionalInfo, async ({ body }, { user }) =>
    profiles.saveAdditionalInfo(ctx, user, 'member', body.additionalInfo),
  );
  route(app, ctx, addMemberCertification, async ({ body }, { user }) =>
    profiles.saveCertification(ctx, user, { ...body, code: '' }),
  );
  route(app, ctx, updateMemberCertification, async ({ body }, { user }) =>
    profiles.saveCertification(ctx, user, body),
  );
  route(app, ctx, deleteMemberCertification, async ({ params }, { user }) =>
    profiles.deleteItem(ctx, user, 'member', 'certification', params.code),
  );

  // Student only.
  route(app, ctx, getStudentProfile, async (_input, { user }) => profiles.ownStudentProfile(ctx, user));
  route(app, ctx, getStudentDashboard, async (_input, { user }) => candidateDashboard(ctx, user, 'student'));
  route(app, ctx, saveStudentBasicDetail, async ({ body }, { user }) =>
    profiles.saveStudentBasicDetail(ctx, user, body),
  );
  route(app, ctx, saveStudentAdditionalInfo, async ({ body }, { user }) =>
    profiles.saveAdditionalInfo(ctx, user, 'student', body.additionalInfo),
  );

  // Candidate views.
  route(app, ctx, getMemberDetailForAdmin, async ({ params }, { user }) =>
    profiles.memberDetail(ctx, user, params.userCode),
  );
  route(app, ctx, getStudentDetailForAdmin, async ({ params }, { user }) =>
    profiles.studentDetail(ctx, user, params.userCode),
  );
  route(app, ctx, getMemberDetail, async ({ query }, { user }) =>
    profiles.memberDetail(ctx, user, query.userCode, { jobCode: query.jobCode }),
  );
  route(app, ctx, getStudentDetail, async ({ query }, { user }) =>
    profiles.studentDetail(ctx, user, query.userCode, {
      jobCode: query.jobCode,
      trainingCode: query.trainingCode,
    }),
  );

  // Files.
  route(app, ctx, downloadResume, async ({ params }, { user, reply }) => {
    const file = await profiles.openFile(ctx, user, 'resume', params.userCode, params.fileName);
    return sendFile(reply, file, 'attachment');
  });
  route(app, ctx, downloadPicture, async ({ params }, { user, reply }) => {
    const file = await profiles.openFile(ctx, user, 'picture', params.userCode, params.fileName);
    return sendFile(reply, file, 'inline');
  });
}
