import { Badge, type MantineColor } from '@mantine/core';
import { type ApplicationStage, STAGE_LABEL } from '@pp/contract/pipeline';

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
  return (
    <Badge
      color={STAGE_COLOR[stage]}
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      aria-label={`Stage: ${STAGE_LABEL[stage]}`}
    >
      {STAGE_LABEL[stage]}
    </Badge>
  );
}
