import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApplyForTraining } from '../../../api/trainings.ts';
import { AppliedBadge } from '../../../components/postings/job-apply-button.tsx';
import { loginForTraining } from '../../../lib/public-apply.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The apply area of a training tile: 'Apply now', then 'Applied on {date}'. A visitor keeps the
 * code and goes to the student login; one application is sent after sign-in.
 */
export function TrainingApplyButton({
  training,
  fromPublicList,
}: {
  training: { code: string; title: string; appliedOn: number | null };
  fromPublicList?: boolean;
}) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const apply = useApplyForTraining(fromPublicList);
  if (training.appliedOn !== null) return <AppliedBadge appliedOn={training.appliedOn} />;
  const title = training.title;
  return (
    <Button
      size="sm"
      loading={apply.isPending && apply.variables === training.code}
      aria-label={t`Apply now for ${title}`}
      onClick={() => {
        if (user) apply.mutate(training.code);
        else navigate(loginForTraining(training.code));
      }}
    >
      <Trans>Apply now</Trans>
    </Button>
  );
}
