import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DisplayLanguage } from '@pp/contract/display-language';
import { formatDate } from '@pp/contract/format';
import { GRIEVANCE_MESSAGE_MAX, type Grievance } from '@pp/contract/privacy';
import { type ReactNode, useState } from 'react';
import { useFileGrievance, useMyGrievances } from '../../../api/privacy.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';

/** A grievance's state as its filer reads it. */
export function GrievanceStatus({ grievance }: { grievance: Grievance }) {
  return grievance.status === 'answered' ? (
    <Badge color="green" variant="light">
      <Trans>Answered</Trans>
    </Badge>
  ) : (
    <Badge color="blue" variant="light">
      <Trans>Open</Trans>
    </Badge>
  );
}

/**
 * One grievance as both sides read it: reference, status, dates, the text and the reply (with who
 * wrote it, for admins); `children` takes the reply's place while it is open (the admin's form).
 */
export function GrievanceCard({
  grievance: g,
  about,
  repliedBy,
  children,
}: {
  grievance: Grievance;
  about?: ReactNode;
  repliedBy?: string;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const language = i18n.locale as DisplayLanguage;
  const replied = formatDate(g.repliedOn, language);
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{g.reference}</Text>
          <GrievanceStatus grievance={g} />
        </Group>
        {about}
        <Text size="sm" c="dimmed">
          <Trans>
            Filed on {formatDate(g.filedOn, language)}; to be answered by {formatDate(g.dueOn, language)}
          </Trans>
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {g.message}
        </Text>
        {g.reply ? (
          <Paper bg="gray.0" p="xs" radius="sm">
            <Text size="sm" fw={600}>
              {repliedBy ? (
                <Trans>
                  Reply of {replied} by {repliedBy}
                </Trans>
              ) : (
                <Trans>Reply of {replied}</Trans>
              )}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {g.reply}
            </Text>
          </Paper>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

/** File a grievance with the grievance officer; the person's own, with their status and replies. */
export function GrievancesSection() {
  const { t } = useLingui();
  const tm = useMessageText();
  const grievances = useMyGrievances();
  const file = useFileGrievance();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(t`Please write your grievance.`);
      return;
    }
    setError('');
    file.mutate(message.trim(), { onSuccess: () => setMessage('') });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="grievances"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="grievances">
          <Trans>Grievances</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Write to the grievance officer about how the portal uses your personal data. You get a reference
            number, and the reply appears here.
          </Trans>
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t`Your grievance`}
              autosize
              minRows={3}
              maxLength={GRIEVANCE_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={error || undefined}
              required
            />
            <Group>
              <Button type="submit" loading={file.isPending}>
                <Trans>File grievance</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
        {grievances.isPending ? (
          <LoadingState />
        ) : grievances.isError ? (
          <ErrorState query={grievances} />
        ) : grievances.data.list.length === 0 ? (
          <EmptyState message={t`You have not filed a grievance.`} />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {grievances.data.list.map((g) => (
              <GrievanceCard key={g.reference} grievance={g} />
            ))}
          </Stack>
        )}
        {file.data ? (
          <Text size="sm" role="status">
            {tm(file.data.Message)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
