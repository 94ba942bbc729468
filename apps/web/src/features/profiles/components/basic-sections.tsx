import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CURRENCY } from '@pp/contract/constants';
import { formatDay, formatIndian, formatLakhs, formatYearsAndMonths } from '@pp/contract/format';
import { type MemberBasicDetail, OTHER_ROLE_CODE, type StudentBasicDetail } from '@pp/contract/profiles';
import { ENGLISH } from '../../../components/english.tsx';
import { MemberBasicModal } from './member-basic-modal.tsx';
import { Detail, SectionCard } from './section-card.tsx';
import { StudentBasicModal } from './student-basic-modal.tsx';

export function formatCtc(amount: number, currency: string, i18n: I18n): string {
  if (currency === CURRENCY.code) {
    const lakhs = formatLakhs(amount);
    const code = CURRENCY.code;
    return i18n._(msg`${lakhs} lacs (${code})`);
  }
  return `${formatIndian(amount)} ${currency}`;
}

function place(city: string, state: string) {
  return [city, state].filter(Boolean).join(', ');
}

function Summary({ text, editable }: { text: string; editable: boolean }) {
  const { t } = useLingui();
  return (
    <Detail label={t`Profile summary`}>
      {text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...ENGLISH}>
          {text}
        </Text>
      ) : editable ? (
        <Text size="sm" c="dimmed">
          <Trans>Tell employers in a few lines who you are and what you are looking for.</Trans>
        </Text>
      ) : null}
    </Detail>
  );
}

export function MemberBasicSection({ detail, editable }: { detail: MemberBasicDetail; editable: boolean }) {
  const { t, i18n } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  // A fresh profile has no company yet: the numbers are defaults, not the member's answers.
  const filled = detail.currentCompany !== '';
  const designation = detail.currentRole === OTHER_ROLE_CODE ? detail.otherRole : detail.currentRoleName;
  return (
    <SectionCard
      title={t`Basic Details`}
      onEdit={editable ? open : undefined}
      editLabel={t`Edit basic details`}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label={t`Current company`} english>
            {detail.currentCompany}
          </Detail>
          <Detail label={t`Designation`} english>
            {designation}
          </Detail>
          <Detail label={t`Experience`}>
            {filled ? formatYearsAndMonths(detail.totalExperienceInMonths) : ''}
          </Detail>
          <Detail label={t`Current CTC`}>
            {filled ? formatCtc(detail.currentCTC, detail.currentCTCCurrency, i18n) : ''}
          </Detail>
          <Detail label={t`Location`} english>
            {place(detail.cityName, detail.stateName)}
          </Detail>
          {(editable || detail.dateOfBirth) && (
            <Detail label={t`Date of birth`}>{formatDay(detail.dateOfBirth)}</Detail>
          )}
        </SimpleGrid>
        <Summary text={detail.profileSummary} editable={editable} />
      </Stack>
      {editable && <MemberBasicModal opened={opened} detail={detail} onClose={close} />}
    </SectionCard>
  );
}

export function StudentBasicSection({ detail, editable }: { detail: StudentBasicDetail; editable: boolean }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <SectionCard
      title={t`Basic Details`}
      onEdit={editable ? open : undefined}
      editLabel={t`Edit basic details`}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label={t`Location`} english>
            {place(detail.cityName, detail.stateName)}
          </Detail>
          {(editable || detail.dateOfBirth) && (
            <Detail label={t`Date of birth`}>{formatDay(detail.dateOfBirth)}</Detail>
          )}
        </SimpleGrid>
        <Summary text={detail.profileSummary} editable={editable} />
      </Stack>
      {editable && <StudentBasicModal opened={opened} detail={detail} onClose={close} />}
    </SectionCard>
  );
}
