import {
  ADMIN_CANDIDATE_SORT,
  exportStudents,
  type StudentAccountRow,
  type StudentSearchQuery,
} from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { useStudentSearch } from '../../../api/admin.ts';
import { ReadMore } from '../../../components/read-more.tsx';
import {
  CANDIDATE_FILTERS,
  type CandidateFilters,
  CandidateSearchPage,
  contactColumn,
  locationColumn,
  nameColumn,
  skillsColumn,
  useCandidateSearch,
} from '../components/candidate-search.tsx';
import { downloadExcel } from '../lib/download.ts';
import { SKILL_TYPE, useSkillOptions } from '../lib/options.ts';

const LIMIT = PAGE_SIZE.admin;
/** Students have no experience: the experience sort does not apply. */
const SORTS = ADMIN_CANDIDATE_SORT.filter((s) => s.value !== 3).map((s) => ({
  value: String(s.value),
  label: s.label,
}));

function toQuery(f: CandidateFilters, page: number): StudentSearchQuery {
  return {
    keyword: f.keyword.trim(),
    state: f.state,
    city: f.city,
    skill: f.skill ?? '',
    sort: Number(f.sort),
    page,
    limit: LIMIT,
  };
}

/** /admin/student: students by keyword, place and skill, with an Excel. */
export default function StudentSearchPage() {
  const state = useCandidateSearch(CANDIDATE_FILTERS);
  const skills = useSkillOptions(SKILL_TYPE.student);
  const result = useStudentSearch(toQuery(state.applied, state.page));
  return (
    <CandidateSearchPage<StudentAccountRow, CandidateFilters>
      noun="Student"
      description="Find students by name, registration number, place and skill."
      keywordPlaceholder="Name, e-mail or registration no."
      skills={skills.data ?? []}
      sorts={SORTS}
      columns={5}
      pageSize={LIMIT}
      state={state}
      result={result}
      onDownload={() => downloadExcel(exportStudents, { query: toQuery(state.applied, 1) })}
      tableColumns={[
        nameColumn<StudentAccountRow>('/admin/student/detail-', (r) => `Reg. no. ${r.registrationNumber}`),
        locationColumn<StudentAccountRow>(160),
        skillsColumn<StudentAccountRow>(200),
        {
          accessor: 'profileSummary',
          title: 'Profile summary',
          width: 220,
          render: (r) => <ReadMore text={r.profileSummary} max={60} title="Profile summary" />,
        },
        contactColumn<StudentAccountRow>(),
      ]}
    />
  );
}
