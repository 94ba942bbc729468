import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { salaryLabel } from '@pp/contract/format';
import { isMemberJobQualification } from '@pp/contract/lookups';
import { useJobDetail } from '../../../api/jobs.ts';
import { Fact } from '../../../components/postings/fact.tsx';
import { JobApplyButton } from '../../../components/postings/job-apply-button.tsx';
import { PostingDetailScreen } from '../../../components/postings/posting-detail.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { experienceText, locationText, salaryText } from '../components/job-tile.tsx';

const list = (items: string[]) => (items.length ? items.join(', ') : '—');

/** /member/job/detail-{code}: one job in full, with Apply. */
export default function JobDetailPage() {
  const { t, i18n } = useLingui();
  const code = useRouteParam('code') ?? '';
  return (
    <PostingDetailScreen
      query={useJobDetail(code)}
      noun="job"
      breadcrumbs={[
        { label: t`Home`, to: '/member/dashboard' },
        { label: t`Recent Job(s)`, to: '/member/job' },
      ]}
      view={(job) => ({
        apply: (
          <JobApplyButton
            job={{
              code: job.code,
              title: job.title,
              appliedOn: job.appliedOn,
              isMemberJob: job.qualificationCodes.some(isMemberJobQualification),
            }}
          />
        ),
        badges: (
          <Group gap={6}>
            {job.jobType && (
              <Badge variant="light" lang="en">
                {job.jobType}
              </Badge>
            )}
            {job.workCulture === 'Yes' && (
              <Badge variant="light" color="teal">
                <Trans>Work from home</Trans>
              </Badge>
            )}
            {job.workCulture === 'Limited' && (
              <Badge variant="light" color="teal">
                <Trans>Hybrid</Trans>
              </Badge>
            )}
            {job.status !== 'active' && (
              <Badge variant="light" color="red">
                <Trans>Not open for applications</Trans>
              </Badge>
            )}
          </Group>
        ),
        facts: (
          <>
            <Fact label={t`Location`} english>
              {locationText(job)}
            </Fact>
            <Fact label={t`Experience`}>{experienceText(job, i18n)}</Fact>
            <Fact label={salaryLabel(job.salaryCurrency)}>{salaryText(job)}</Fact>
            <Fact label={t`Vacancies`}>{job.noOfVacancy}</Fact>
            <Fact label={t`Role`} english>
              {list(job.role)}
            </Fact>
            <Fact label={t`Industry`} english>
              {list(job.industry)}
            </Fact>
            <Fact label={t`Qualification`} english>
              {list(job.qualification)}
            </Fact>
            <Fact label={t`Add. Qualification`} english>
              {list(job.additionalQualification)}
            </Fact>
          </>
        ),
        wide: (
          <Fact label={t`Skills`} english>
            {list(job.skill)}
          </Fact>
        ),
        description: { title: t`Job description`, html: job.description },
        companyHtml: job.companyDetail,
      })}
    />
  );
}
