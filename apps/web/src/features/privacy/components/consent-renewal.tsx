import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { NOTICES } from '@pp/contract/privacy';
import { useState } from 'react';
import { useChangeConsent, useMyConsents } from '../../../api/privacy.ts';
import { useNoticeLanguage } from '../../../components/privacy-notice.tsx';

/**
 * After sign-in: a notice that changed since the person's consent was given is shown again, one
 * purpose at a time and only those (DPDP Rule 3; the version is the register's). Agreeing records
 * consent under the new version; declining withdraws it. "Later" asks again at the next visit.
 */
export default function ConsentRenewal() {
  const { t } = useLingui();
  const language = useNoticeLanguage();
  const consents = useMyConsents();
  const change = useChangeConsent();
  const [later, setLater] = useState(false);
  const next = consents.data?.list.find((c) => c.renew);
  if (!next || later) return null;
  const notice = NOTICES[next.purpose];
  const answer = (give: boolean) => change.mutate({ purpose: next.purpose, give, channel: 'renewal' });
  return (
    <Modal opened onClose={() => setLater(true)} title={t`A privacy notice has changed`} centered>
      <Stack gap="sm">
        <Text fw={600}>{notice.title[language]}</Text>
        <Text size="sm">{notice.purpose[language]}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Data used:</Trans> {notice.data[language]}
        </Text>
        <Text size="sm">
          <Trans>Do you agree to this purpose under the changed notice?</Trans>
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" onClick={() => setLater(true)}>
            <Trans>Later</Trans>
          </Button>
          {next.withdrawable ? (
            <Button variant="default" loading={change.isPending} onClick={() => answer(false)}>
              <Trans>I do not agree</Trans>
            </Button>
          ) : null}
          <Button loading={change.isPending} onClick={() => answer(true)}>
            <Trans>I agree</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
