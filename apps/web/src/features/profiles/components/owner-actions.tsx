import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { CandidateKind } from '@pp/contract/profiles';
import { Link } from 'react-router';
import { useSetActive, useSync } from '../../../api/profiles.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { IconFileText, IconRefresh } from '../../../components/icons.tsx';

/** The owner's profile actions: Deactivate or Activate (with a confirm), Sync, Resume Maker. */
export function OwnerActions({ kind, isActive }: { kind: CandidateKind; isActive: boolean }) {
  const { t } = useLingui();
  const setActive = useSetActive(kind);
  const sync = useSync(kind);

  const toggle = async () => {
    const confirmed = await confirmAction(
      isActive
        ? {
            title: t`Deactivate profile`,
            message: t`Employers will no longer find your profile in candidate searches until you activate it again. Your applications stay as they are.`,
            confirmLabel: t`Deactivate`,
            danger: true,
          }
        : {
            title: t`Activate profile`,
            message: t`Employers will find your profile in candidate searches again.`,
            confirmLabel: t`Activate`,
          },
    );
    if (confirmed) setActive.mutate(!isActive);
  };

  return (
    <>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconRefresh size={16} />}
        onClick={() => sync.mutate()}
        loading={sync.isPending}
        title={t`Copy your name, e-mail and mobile number from the institute's records`}
      >
        <Trans>Sync</Trans>
      </Button>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconFileText size={16} />}
        component={Link}
        to="/resume-template-selector"
      >
        <Trans>Resume Maker</Trans>
      </Button>
      <Button
        size="sm"
        variant={isActive ? 'light' : 'filled'}
        color={isActive ? 'red' : undefined}
        onClick={() => void toggle()}
        loading={setActive.isPending}
      >
        {isActive ? t`Deactivate profile` : t`Activate profile`}
      </Button>
    </>
  );
}
