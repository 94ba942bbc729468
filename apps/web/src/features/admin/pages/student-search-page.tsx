import { useLingui } from '@lingui/react/macro';
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
  useCandidateColumns,
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
  const { t } = useLingui();
  const column = useCandidateColumns();
  const state = useCandidateSearch(CANDIDATE_FILTERS);
  const skills = useSkillOptions(SKILL_TYPE.student);
  const result = useStudentSearch(toQuery(state.applied, state.page));
  return (
    <CandidateSearchPage<StudentAccountRow, CandidateFilters>
      noun="Student"
      description={t`Find students by name, registration number, place and skill.`}
      keywordPlaceholder={t`Name, e-mail or registration no.`}
      skills={skills.data ?? []}
      sorts={SORTS}
      columns={5}
      pageSize={LIMIT}
      state={state}
      result={result}
      onDownload={() => downloadExcel(exportStudents, { query: toQuery(state.applied, 1) })}
      tableColumns={[
        column.name<StudentAccountRow>(
          '/admin/student/detail-',
          ({ registrationNumber }) => t`Reg. no. ${registrationNumber}`,
        ),
        column.location<StudentAccountRow>(160),
        column.skills<StudentAccountRow>(200),
        {
          accessor: 'profileSummary',
          title: t`Profile summary`,
          width: 220,
          render: (r) => <ReadMore text={r.profileSummary} max={60} title={t`Profile summary`} />,
        },
        column.contact<StudentAccountRow>(),
      ]}
    />
  );
}
