import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CURRENCY } from '@pp/contract/constants';
import { formatIndian, formatLakhs, formatYearsAndMonths } from '@pp/contract/format';
import { type MemberBasicDetail, OTHER_ROLE_CODE, type StudentBasicDetail } from '@pp/contract/profiles';
import { MemberBasicModal } from './member-basic-modal.tsx';
import { Detail, SectionCard } from './section-card.tsx';
import { StudentBasicModal } from './student-basic-modal.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as '15-Jun-1994'. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  return `${match[3]}-${MONTHS[Number(match[2]) - 1] ?? ''}-${match[1]}`;
}

export function formatCtc(amount: number, currency: string): string {
  if (currency === CURRENCY.code) return `${formatLakhs(amount)} lacs (${CURRENCY.code})`;
  return `${formatIndian(amount)} ${currency}`;
}

function place(city: string, state: string) {
  return [city, state].filter(Boolean).join(', ');
}

function Summary({ text, editable }: { text: string; editable: boolean }) {
  return (
    <Detail label="Profile summary">
      {text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      ) : editable ? (
        <Text size="sm" c="dimmed">
          Tell employers in a few lines who you are and what you are looking for.
        </Text>
      ) : null}
    </Detail>
  );
}

export function MemberBasicSection({ detail, editable }: { detail: MemberBasicDetail; editable: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  // A fresh profile has no company yet: the numbers are defaults, not the member's answers.
  const filled = detail.currentCompany !== '';
  const designation = detail.currentRole === OTHER_ROLE_CODE ? detail.otherRole : detail.currentRoleName;
  return (
    <SectionCard title="Basic Details" onEdit={editable ? open : undefined} editLabel="Edit basic details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label="Current company">{detail.currentCompany}</Detail>
          <Detail label="Designation">{designation}</Detail>
          <Detail label="Experience">
            {filled ? formatYearsAndMonths(detail.totalExperienceInMonths) : ''}
          </Detail>
          <Detail label="Current CTC">
            {filled ? formatCtc(detail.currentCTC, detail.currentCTCCurrency) : ''}
          </Detail>
          <Detail label="Location">{place(detail.cityName, detail.stateName)}</Detail>
          {(editable || detail.dateOfBirth) && (
            <Detail label="Date of birth">{formatIsoDate(detail.dateOfBirth)}</Detail>
          )}
        </SimpleGrid>
        <Summary text={detail.profileSummary} editable={editable} />
      </Stack>
      {editable && <MemberBasicModal opened={opened} detail={detail} onClose={close} />}
    </SectionCard>
  );
}

export function StudentBasicSection({ detail, editable }: { detail: StudentBasicDetail; editable: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <SectionCard title="Basic Details" onEdit={editable ? open : undefined} editLabel="Edit basic details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label="Location">{place(detail.cityName, detail.stateName)}</Detail>
          {(editable || detail.dateOfBirth) && (
            <Detail label="Date of birth">{formatIsoDate(detail.dateOfBirth)}</Detail>
          )}
        </SimpleGrid>
        <Summary text={detail.profileSummary} editable={editable} />
      </Stack>
      {editable && <StudentBasicModal opened={opened} detail={detail} onClose={close} />}
    </SectionCard>
  );
}
