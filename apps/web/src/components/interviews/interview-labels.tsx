import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, type MantineColor, Text } from '@mantine/core';
import { formatDateTime } from '@pp/contract/format';
import {
  INTERVIEW_MODE_LABEL,
  INTERVIEW_RESPONSE_LABEL,
  type InterviewMode,
  type InterviewResponse,
} from '@pp/contract/interviews';
import { useState } from 'react';
import { interviewCalendarUrl } from '../../api/interviews.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { downloadFile } from '../../lib/files.ts';
import { notifyError } from '../../lib/notify.ts';
import { ENGLISH, English } from '../english.tsx';
import { IconCalendar } from '../icons.tsx';

export const RESPONSE_COLOR: Record<InterviewResponse, MantineColor> = {
  pending: 'gray',
  accepted: 'green',
  declined: 'red',
  newTime: 'orange',
};

/** The candidate's answer as a badge (a contract label, in the reader's language). */
export function ResponseBadge({
  response,
  size = 'md',
}: {
  response: InterviewResponse;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  const tm = useMessageText();
  const label = tm(INTERVIEW_RESPONSE_LABEL[response]);
  return (
    <Badge
      color={RESPONSE_COLOR[response]}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      aria-label={t`Reply: ${label}`}
    >
      {label}
    </Badge>
  );
}

/** The interview's time in India time ('05-Mar-2027 10:30 IST'), or that the candidate is still to pick one. */
export function useInterviewTime(): (startsOn: number | null) => string {
  const { t } = useLingui();
  return (startsOn) => {
    if (startsOn === null) return t`Awaiting the candidate's choice`;
    const when = formatDateTime(startsOn);
    return t`${when} IST`;
  };
}

/** How the interview takes place, with the address, the link (as a link) or the number. */
export function InterviewPlace({ mode, location }: { mode: InterviewMode; location: string }) {
  const tm = useMessageText();
  const label = tm(INTERVIEW_MODE_LABEL[mode]);
  if (!location) return <Text size="sm">{label}</Text>;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}:{' '}
      {mode === 'video' ? (
        <Anchor href={location} target="_blank" rel="noopener noreferrer" {...ENGLISH}>
          {location}
        </Anchor>
      ) : mode === 'phone' ? (
        <Anchor href={`tel:${location.replace(/\s+/g, '')}`}>{location}</Anchor>
      ) : (
        <English>{location}</English>
      )}
    </Text>
  );
}

/** 'Add to calendar (.ics)': saves the invitation as an iCalendar file (either side). */
export function CalendarButton({ code, title }: { code: string; title: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconCalendar size={14} />}
      loading={busy}
      aria-label={t`Add to calendar (.ics): ${title}`}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(interviewCalendarUrl(code), `interview-${code}.ics`);
        } catch (error) {
          notifyError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Trans>Add to calendar (.ics)</Trans>
    </Button>
  );
}
