import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import { istParts } from '@pp/contract/india-time';
import type { TrainingItem } from '@pp/contract/trainings';
import type { ReactNode } from 'react';
import { ExpandableDescription } from '../../../components/postings/expandable-description.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { LabelledList, PostingTile } from '../../../components/postings/posting-tile.tsx';

const MONTHS = [
  msg`Jan`,
  msg`Feb`,
  msg`Mar`,
  msg`Apr`,
  msg`May`,
  msg`Jun`,
  msg`Jul`,
  msg`Aug`,
  msg`Sep`,
  msg`Oct`,
  msg`Nov`,
  msg`Dec`,
];

/** Month and year in India time: 'Mar 2026' (the month in the reader's language). */
export function monthYear(epochSeconds: number | null, i18n: I18n): string {
  if (epochSeconds === null) return '—';
  const p = istParts(epochSeconds);
  const month = MONTHS[p.month];
  return `${month ? i18n._(month) : ''} ${p.year}`;
}

export function trainingPlace(training: Pick<TrainingItem, 'location' | 'stateName'>) {
  return training.location.length
    ? `${training.location.join(', ')}, ${training.stateName}`
    : training.stateName;
}

/** One training in a list: place, duration, stipend, qualification, the description toggle and apply. */
export function TrainingTile({
  training,
  detailTo,
  action,
}: {
  training: TrainingItem;
  detailTo?: string;
  action?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const postedOn = formatDate(training.createdOn);
  return (
    <PostingTile
      title={training.title}
      detailTo={detailTo}
      company={training.companyName}
      facts={
        <>
          <Fact label={t`Location`} english>
            {trainingPlace(training)}
          </Fact>
          <Fact label={t`Duration`}>{formatDurationMonths(training.duration)}</Fact>
          <Fact label={t`Stipend (INR)`}>{formatStipend(training.stipend)}</Fact>
          <Fact label={t`Qualification`} english>
            {training.qualification}
          </Fact>
          <Fact label={t`Trainees`}>{training.noOfTrainees}</Fact>
          <Fact label={t`Training starts`}>{monthYear(training.startDateTraining, i18n)}</Fact>
        </>
      }
      footnote={t`Posted on ${postedOn}`}
      action={action}
    >
      <LabelledList label={t`Industry`} items={training.industry} />
      <ExpandableDescription html={training.description} />
    </PostingTile>
  );
}
