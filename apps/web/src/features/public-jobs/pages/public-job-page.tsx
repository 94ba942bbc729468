import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group } from '@mantine/core';
import { formatExperienceRange, formatSalaryRange, salaryLabel } from '@pp/contract/format';
import type { PublicJob } from '@pp/contract/public-jobs';
import { isNotFound, publicJobTitle, usePublicJob } from '../../../api/public-jobs.ts';
import { IconInfo } from '../../../components/icons.tsx';
import { NotFound, PAGE_NOT_FOUND } from '../../../components/not-found.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { JobApplyButton } from '../../../components/postings/job-apply-button.tsx';
import { PostingDetailScreen } from '../../../components/postings/posting-detail.tsx';
import { useDocumentTitle } from '../../../hooks/document-title.ts';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { ShareButton } from '../components/share-button.tsx';

const WORK_CULTURE_LABEL = { Yes: msg`Work from home`, Limited: msg`Hybrid`, No: null } as const;

/** '1 - 3 years', or 'Not disclosed' (as the public list's tile writes it). */
function experienceText(job: PublicJob, i18n: I18n) {
  const range = formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths);
  return job.maxExperienceInMonths ? i18n._(msg`${range} years`) : range;
}

function locationText(job: PublicJob) {
  return job.location.length ? `${job.location.join(', ')} (${job.countryName})` : job.countryName;
}

/**
 * /jobs/{code}: a job's public page, the link people share (ours). It shows what the public list
 * shows a visitor of the job (the tile's facts, skills and the description), with Share and
 * Apply; a visitor's Apply keeps the code and goes to the right login, and the application is sent
 * after sign-in (spec 1 section 4). A closed or expired job says so, without Apply; a code that is
 * no published job shows the not-found page. The server writes the job's title, description and
 * structured data into this page's head for search engines.
 */
export default function PublicJobPage() {
  const { t, i18n } = useLingui();
  const code = useRouteParam('code') ?? '';
  const query = usePublicJob(code);
  const job = query.data;
  const missing = query.isError && isNotFound(query.error);
  // The title the server wrote into the page's head (ssr/render-page.tsx), kept.
  useDocumentTitle(job ? publicJobTitle(job) : PAGE_NOT_FOUND, { skip: !job && !missing });
  if (missing) return <NotFound />;
  return (
    <PostingDetailScreen
      query={query}
      noun="job"
      breadcrumbs={[
        { label: t`Home`, to: '/' },
        { label: t`Recent Job(s)`, to: '/recentjobs' },
      ]}
      view={(job) => {
        const workCulture = WORK_CULTURE_LABEL[job.workCulture];
        return {
          apply: (
            <Group gap="xs">
              <ShareButton code={job.code} title={job.title} />
              {job.open && <JobApplyButton job={job} />}
            </Group>
          ),
          badges: (
            <>
              {(workCulture || job.jobType) && (
                <Group gap={6}>
                  {workCulture && (
                    <Badge variant="light" color="teal">
                      {i18n._(workCulture)}
                    </Badge>
                  )}
                  {job.jobType && (
                    <Badge variant="light" color="gray" lang="en">
                      {job.jobType}
                    </Badge>
                  )}
                </Group>
              )}
              {!job.open && (
                <Alert color="orange" variant="light" icon={<IconInfo />} role="status">
                  <Trans>This job is no longer accepting applications.</Trans>
                </Alert>
              )}
            </>
          ),
          // A closed job's page says so with its title and company only (the server sends no more).
          facts: job.open && (
            <>
              <Fact label={t`Location`} english>
                {locationText(job)}
              </Fact>
              <Fact label={t`Experience`}>{experienceText(job, i18n)}</Fact>
              <Fact label={salaryLabel(job.salaryCurrency)}>
                {formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency)}
              </Fact>
              {job.role.length > 0 && (
                <Fact label={t`Role`} english>
                  {job.role.join(', ')}
                </Fact>
              )}
            </>
          ),
          wide: job.open && job.skill.length > 0 && (
            <Fact label={t`Skills`} english>
              {job.skill.join(', ')}
            </Fact>
          ),
          description: { title: t`Job description`, html: job.description },
          companyHtml: '',
        };
      }}
    />
  );
}
