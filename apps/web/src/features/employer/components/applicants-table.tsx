import { Anchor, Button, Text } from '@mantine/core';
import { CURRENCY, USER_TYPE } from '@pp/contract/constants';
import { formatDate, formatLakhs, monthsToYears } from '@pp/contract/format';
import type { ApplicantItem } from '@pp/contract/jobs';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { IconFileText } from '../../../components/icons.tsx';
import { StageControl } from '../../../components/pipeline/stage-control.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { downloadFile, resumeUrl } from '../../../lib/files.ts';
import { notifyError } from '../../../lib/notify.ts';

export type PostingKind = 'job' | 'training';

/** Where an applicant's profile opens for the employer: the member or student view, with the posting. */
export function applicantProfilePath(
  applicant: ApplicantItem,
  kind: PostingKind,
  postingCode: string,
): string {
  const isMember = applicant.userType === USER_TYPE.member;
  const posting = kind === 'job' ? `jc=${postingCode}` : `tc=${postingCode}`;
  return `/corporate/${isMember ? 'member' : 'student'}/detail-${applicant.userCode}?${posting}`;
}

export function ResumeButton({ applicant }: { applicant: ApplicantItem }) {
  const [busy, setBusy] = useState(false);
  if (!applicant.fileName) {
    return (
      <Text size="sm" c="dimmed">
        Not uploaded
      </Text>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFileText size={14} />}
      loading={busy}
      aria-label={`Resume of ${applicant.name}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(
            resumeUrl(applicant.userCode, applicant.fileName),
            `${applicant.name.replace(/[^A-Za-z0-9]+/g, '-')}-resume.pdf`,
          );
        } catch (error) {
          notifyError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      Resume
    </Button>
  );
}

function presentCtc(a: ApplicantItem): string {
  if (!a.currentCTC) return '-';
  if (!a.currentCTCCurrency || a.currentCTCCurrency === CURRENCY.code) return formatLakhs(a.currentCTC);
  return `${a.currentCTC} ${a.currentCTCCurrency}`;
}

function identity(a: ApplicantItem): string {
  return a.membershipNumber ? `${a.membershipType}${a.membershipNumber}` : a.registrationNumber || '-';
}

/**
 * The applicant table of a job or training (spec 3 section 2.5): photo, name (opens the profile),
 * membership or registration number, skills, additional qualification, experience and CTC (jobs),
 * summary, e-mail, contact number, applied on, resume; then ours, the pipeline stage.
 */
export function ApplicantsTable({
  kind,
  postingCode,
  records,
  offset,
  fetching,
}: {
  kind: PostingKind;
  postingCode: string;
  records: ApplicantItem[];
  /** Row number of the first record minus one (page offset). */
  offset: number;
  fetching: boolean;
}) {
  const columns: DataTableColumn<ApplicantItem>[] = [
    {
      accessor: 'index',
      title: '#',
      width: 48,
      render: (_row, index) => offset + index + 1,
    },
    {
      accessor: 'profilePicture',
      title: 'Photo',
      render: (row) => (
        <CandidateAvatar
          name={row.name}
          userCode={row.userCode}
          profilePicture={row.profilePicture}
          size="md"
        />
      ),
    },
    {
      accessor: 'name',
      title: 'Name',
      width: 180,
      render: (row) => (
        <Anchor component={Link} to={applicantProfilePath(row, kind, postingCode)} fw={600} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    // Ours, not in the spec: the pipeline stage and its control, beside the name: the column
    // an employer works with most, visible without scrolling the wide table.
    {
      accessor: 'stage',
      title: 'Stage',
      render: (row) => <StageControl kind={kind} postingCode={postingCode} applicant={row} />,
    },
    {
      accessor: 'membershipNumber',
      title: kind === 'job' ? 'Membership Number' : 'Registration Number',
      noWrap: true,
      render: identity,
    },
    { accessor: 'skill', title: 'Skills', width: 200, render: (row) => row.skill.join(', ') || '-' },
    {
      accessor: 'qualification',
      title: 'Add. Qualification',
      width: 160,
      render: (row) => row.qualification.join(', ') || '-',
    },
    ...(kind === 'job'
      ? ([
          {
            accessor: 'totalExperienceInMonths',
            title: 'Present Experience (years)',
            render: (row) => (row.totalExperienceInMonths ? monthsToYears(row.totalExperienceInMonths) : '-'),
          },
          { accessor: 'currentCTC', title: 'Present CTC (lacs INR)', render: presentCtc },
        ] satisfies DataTableColumn<ApplicantItem>[])
      : []),
    {
      accessor: 'profileSummary',
      title: 'Summary',
      width: 200,
      render: (row) => (
        <Text size="sm" component="div">
          <ReadMore text={row.profileSummary || '-'} max={20} title="Profile summary" />
        </Text>
      ),
    },
    {
      accessor: 'email',
      title: 'Email',
      render: (row) => (
        <Anchor href={`mailto:${row.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Anchor>
      ),
    },
    {
      accessor: 'mobile',
      title: 'Contact Number',
      noWrap: true,
      render: (row) => (row.mobile ? <Anchor href={`tel:${row.mobile}`}>{row.mobile}</Anchor> : '-'),
    },
    { accessor: 'appliedOn', title: 'Applied On', noWrap: true, render: (row) => formatDate(row.appliedOn) },
    { accessor: 'fileName', title: 'Resume', render: (row) => <ResumeButton applicant={row} /> },
  ];
  return (
    <DataTable<ApplicantItem>
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      verticalSpacing="sm"
      records={records}
      idAccessor="userCode"
      columns={columns}
      fetching={fetching}
      minHeight={records.length ? undefined : 160}
      aria-label="Applicants"
    />
  );
}
