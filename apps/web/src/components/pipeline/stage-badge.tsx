import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';
import { type ApplicationStage, STAGE_LABEL } from '@pp/contract/pipeline';
import { useMessageText } from '../../i18n/message-text.ts';

export const STAGE_COLOR: Record<ApplicationStage, MantineColor> = {
  applied: 'gray',
  shortlisted: 'blue',
  interview: 'violet',
  offered: 'teal',
  hired: 'green',
  notSelected: 'red',
};

/** The stage of an application as a badge (the candidate's applications pages). */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const label = tm(STAGE_LABEL[stage]);
  return (
    <Badge
      color={STAGE_COLOR[stage]}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      aria-label={t`Stage: ${label}`}
    >
      {label}
    </Badge>
  );
}
