import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import { useNavigate } from 'react-router';
import { useApplyForJob } from '../../api/jobs.ts';
import { loginForJob } from '../../lib/public-apply.ts';
import { useSession } from '../../lib/session.ts';

/** 'Applied on {date}' once applied. */
export function AppliedBadge({ appliedOn }: { appliedOn: number }) {
  const date = formatDate(appliedOn);
  return (
    <Badge variant="light" color="green" size="lg" radius="sm" tt="none">
      <Trans>Applied on {date}</Trans>
    </Badge>
  );
}

/**
 * The apply area of a job tile. Signed in: 'Apply Now' sends the application and the tile turns
 * to 'Applied on {date}'. A visitor (public lists): the code is kept and the visitor goes to the
 * right login; one application is sent after sign-in.
 */
export function JobApplyButton({
  job,
}: {
  job: { code: string; title: string; appliedOn: number | null; isMemberJob: boolean };
}) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const apply = useApplyForJob();
  if (job.appliedOn !== null) return <AppliedBadge appliedOn={job.appliedOn} />;
  const signedIn = Boolean(user);
  const title = job.title;
  return (
    <Button
      size="sm"
      loading={apply.isPending && apply.variables === job.code}
      aria-label={t`Apply now for ${title}`}
      onClick={() => {
        if (signedIn) apply.mutate(job.code);
        else navigate(loginForJob(job.code, job.isMemberJob));
      }}
    >
      <Trans>Apply Now</Trans>
    </Button>
  );
}
