import {
  addMemberCertification,
  addMemberEducation,
  addMemberExperience,
  addStudentEducation,
  addStudentExperience,
  type CandidateKind,
  type CertificationInput,
  deleteMemberCertification,
  deleteMemberEducation,
  deleteMemberExperience,
  deleteStudentEducation,
  deleteStudentExperience,
  type EducationInput,
  type ExperienceInput,
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
  type MemberBasicDetailInput,
  type MemberProfile,
  PICTURE_FIELD,
  RESUME_FIELD,
  type StudentBasicDetailInput,
  type StudentProfile,
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
import { syncMemberDetail, syncStudentDetail } from '@pp/contract/registration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChange } from '../hooks/use-change.ts';
import { ApiCallError, call, upload } from '../lib/api.ts';
import { notifySuccess } from '../lib/notify.ts';
import { SESSION_QUERY_KEY } from '../lib/session.ts';

export type Viewer = 'corporate' | 'admin';

export const profileKeys = {
  own: (kind: CandidateKind) => ['profile', kind] as const,
};

/** Screens show load errors in place (ErrorState), so queries are silent. */
export function useMemberProfile() {
  return useQuery({
    queryKey: profileKeys.own('member'),
    queryFn: () => call(getMemberProfile),
    meta: { silent: true },
  });
}

export function useStudentProfile() {
  return useQuery({
    queryKey: profileKeys.own('student'),
    queryFn: () => call(getStudentProfile),
    meta: { silent: true },
  });
}

/**
 * The candidate's dashboard summary. Under the profile's key, so that every profile change
 * refreshes it; read again at each visit (staleTime 0): applications and saved searches change
 * on other pages.
 */
export function useCandidateDashboard(kind: CandidateKind) {
  return useQuery({
    queryKey: [...profileKeys.own(kind), 'dashboard'],
    queryFn: () => call(kind === 'member' ? getMemberDashboard : getStudentDashboard),
    meta: { silent: true },
    staleTime: 0,
  });
}

export interface CandidateRef {
  code: string;
  /** Employer views: the job (`jc`) or training (`tc`) the candidate applied to. */
  jobCode?: string;
  trainingCode?: string;
}

export type CandidateView =
  | { kind: 'member'; profile: MemberProfile }
  | { kind: 'student'; profile: StudentProfile };

async function loadCandidate(
  kind: CandidateKind,
  viewer: Viewer,
  code: string,
  jobCode: string,
  trainingCode: string,
): Promise<CandidateView> {
  if (viewer === 'admin') {
    return kind === 'member'
      ? { kind, profile: await call(getMemberDetailForAdmin, { params: { userCode: code } }) }
      : { kind, profile: await call(getStudentDetailForAdmin, { params: { userCode: code } }) };
  }
  return kind === 'member'
    ? {
        kind,
        profile: await call(getMemberDetail, { query: { userCode: code, jobCode: jobCode || undefined } }),
      }
    : {
        kind,
        profile: await call(getStudentDetail, {
          query: { userCode: code, jobCode: jobCode || undefined, trainingCode: trainingCode || undefined },
        }),
      };
}

/**
 * A candidate's profile as an admin (by path) or an employer (by query, with the posting).
 * Kind 'any' (the admin's /admin/candidate-profile-:code): a member, else a student.
 */
export function useCandidate(kind: CandidateKind | 'any', viewer: Viewer, ref: CandidateRef) {
  const jobCode = ref.jobCode ?? '';
  const trainingCode = ref.trainingCode ?? '';
  return useQuery<CandidateView>({
    queryKey: ['candidate', kind, viewer, ref.code, jobCode, trainingCode],
    queryFn: async () => {
      if (kind !== 'any') return loadCandidate(kind, viewer, ref.code, jobCode, trainingCode);
      try {
        return await loadCandidate('member', viewer, ref.code, jobCode, trainingCode);
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 404) {
          return loadCandidate('student', viewer, ref.code, jobCode, trainingCode);
        }
        throw error;
      }
    },
    enabled: Boolean(ref.code),
    retry: false,
    meta: { silent: true },
  });
}

/**
 * A change to the signed-in person's profile: the spec's success message, then the profile is
 * loaded again. Failures show their message (the global handler) and reject `mutateAsync`, so
 * an edit modal stays open.
 */
function useProfileChange<V, R extends { Message: string }>(
  kind: CandidateKind,
  change: (vars: V) => Promise<R>,
  formSave = false,
) {
  return useChange(change, { formSave, reload: [profileKeys.own(kind)] });
}

export function useSaveMemberBasicDetail() {
  return useProfileChange(
    'member',
    (body: MemberBasicDetailInput) => call(saveMemberBasicDetail, { body }),
    true,
  );
}

export function useSaveStudentBasicDetail() {
  return useProfileChange(
    'student',
    (body: StudentBasicDetailInput) => call(saveStudentBasicDetail, { body }),
    true,
  );
}

export function useSaveSkills(kind: CandidateKind) {
  return useProfileChange(
    kind,
    (skill: string[]) =>
      kind === 'member'
        ? call(saveMemberSkills, { body: { skill } })
        : call(saveStudentSkills, { body: { skill } }),
    true,
  );
}

export function useSaveAdditionalInfo(kind: CandidateKind) {
  return useProfileChange(
    kind,
    (additionalInfo: string) =>
      kind === 'member'
        ? call(saveMemberAdditionalInfo, { body: { additionalInfo } })
        : call(saveStudentAdditionalInfo, { body: { additionalInfo } }),
    true,
  );
}

export function useSetActive(kind: CandidateKind) {
  return useProfileChange(kind, (status: boolean) =>
    kind === 'member'
      ? call(setMemberActive, { body: { status } })
      : call(setStudentActive, { body: { status } }),
  );
}

/** The candidate's switch: employers who found them by search may open the resume. */
export function useResumeVisibility(kind: CandidateKind) {
  return useProfileChange(kind, (show: boolean) =>
    kind === 'member'
      ? call(setMemberResumeVisibility, { body: { show } })
      : call(setStudentResumeVisibility, { body: { show } }),
  );
}

/** Which companies opened the signed-in candidate's profile, newest first. */
export function useProfileViews(kind: CandidateKind, page: number) {
  return useQuery({
    queryKey: ['profile-views', kind, page],
    queryFn: () =>
      kind === 'member'
        ? call(listMemberProfileViews, { query: { page } })
        : call(listStudentProfileViews, { query: { page } }),
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

export function useUploadResume(kind: CandidateKind) {
  return useProfileChange(kind, (file: File) =>
    upload(kind === 'member' ? uploadMemberResume : uploadStudentResume, file, RESUME_FIELD),
  );
}

export function useUploadPicture(kind: CandidateKind) {
  return useProfileChange(kind, (file: File) =>
    upload(kind === 'member' ? uploadMemberPicture : uploadStudentPicture, file, PICTURE_FIELD),
  );
}

/** Empty code: add; a code: update. */
export function useSaveEducation(kind: CandidateKind) {
  return useProfileChange(
    kind,
    ({ code, ...fields }: EducationInput) => {
      if (kind === 'member') {
        return code
          ? call(updateMemberEducation, { body: { ...fields, code } })
          : call(addMemberEducation, { body: fields });
      }
      return code
        ? call(updateStudentEducation, { body: { ...fields, code } })
        : call(addStudentEducation, { body: fields });
    },
    true,
  );
}

export function useSaveExperience(kind: CandidateKind) {
  return useProfileChange(
    kind,
    ({ code, ...fields }: ExperienceInput) => {
      if (kind === 'member') {
        return code
          ? call(updateMemberExperience, { body: { ...fields, code } })
          : call(addMemberExperience, { body: fields });
      }
      return code
        ? call(updateStudentExperience, { body: { ...fields, code } })
        : call(addStudentExperience, { body: fields });
    },
    true,
  );
}

export function useSaveCertification() {
  return useProfileChange(
    'member',
    ({ code, ...fields }: CertificationInput) =>
      code
        ? call(updateMemberCertification, { body: { ...fields, code } })
        : call(addMemberCertification, { body: fields }),
    true,
  );
}

export type ItemSection = 'education' | 'experience' | 'certification';

export function useDeleteItem(kind: CandidateKind) {
  return useProfileChange(kind, ({ section, code }: { section: ItemSection; code: string }) => {
    const params = { code };
    if (section === 'certification') return call(deleteMemberCertification, { params });
    if (section === 'education') {
      return kind === 'member'
        ? call(deleteMemberEducation, { params })
        : call(deleteStudentEducation, { params });
    }
    return kind === 'member'
      ? call(deleteMemberExperience, { params })
      : call(deleteStudentExperience, { params });
  });
}

/** Sync from the institute's records, then everything is loaded again (the spec reloads the page). */
export function useSync(kind: CandidateKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => (kind === 'member' ? call(syncMemberDetail) : call(syncStudentDetail)),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.own(kind) }),
        client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
