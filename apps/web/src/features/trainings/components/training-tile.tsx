import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import { istParts } from '@pp/contract/india-time';
import type { TrainingItem } from '@pp/contract/trainings';
import type { ReactNode } from 'react';
import { ExpandableDescription } from '../../../components/postings/expandable-description.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { LabelledList, PostingTile } from '../../../components/postings/posting-tile.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Month and year in India time: 'Mar 2026'. */
export function monthYear(epochSeconds: number | null): string {
  if (epochSeconds === null) return '—';
  const p = istParts(epochSeconds);
  return `${MONTHS[p.month]} ${p.year}`;
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
  return (
    <PostingTile
      title={training.title}
      detailTo={detailTo}
      company={training.companyName}
      facts={
        <>
          <Fact label="Location">{trainingPlace(training)}</Fact>
          <Fact label="Duration">{formatDurationMonths(training.duration)}</Fact>
          <Fact label="Stipend (INR)">{formatStipend(training.stipend)}</Fact>
          <Fact label="Qualification">{training.qualification}</Fact>
          <Fact label="Trainees">{training.noOfTrainees}</Fact>
          <Fact label="Training starts">{monthYear(training.startDateTraining)}</Fact>
        </>
      }
      footnote={`Posted on ${formatDate(training.createdOn)}`}
      action={action}
    >
      <LabelledList label="Industry" items={training.industry} />
      <ExpandableDescription html={training.description} />
    </PostingTile>
  );
}
