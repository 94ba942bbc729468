import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CONSENT_PURPOSES, NOTICE_RIGHTS } from '@pp/contract/privacy';
import { Link } from 'react-router';
import { useGrievanceContact } from '../../../api/privacy.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NoticePurposeItem, useNoticeLanguage } from '../../../components/privacy-notice.tsx';
import { INSTITUTE_NAME_MSG } from '../../../lib/brand.ts';

/** The grievance officer's published contact (DPDP Rule 9), from the server's configuration. */
function GrievanceOfficer() {
  const { t } = useLingui();
  const contact = useGrievanceContact();
  if (contact.isPending) return <LoadingState label={t`Loading the contact...`} minHeight={60} />;
  if (contact.isError) return <ErrorState query={contact} />;
  const c = contact.data;
  const days = c.answerDays;
  return (
    <Stack gap={4}>
      <Text fw={600}>{c.name}</Text>
      <Text size="sm">{c.designation}</Text>
      <Text size="sm">
        <Trans>E-mail:</Trans> <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
      </Text>
      {c.phone ? (
        <Text size="sm">
          <Trans>Telephone:</Trans> {c.phone}
        </Text>
      ) : null}
      {c.address ? (
        <Text size="sm">
          <Trans>Address:</Trans> {c.address}
        </Text>
      ) : null}
      <Text size="sm">
        <Trans>Grievances are answered within {days} days.</Trans>
      </Text>
    </Stack>
  );
}

/**
 * Ours (DPDP Act 2023, Rules 2025): /privacy, linked from every page's footer. Who processes the
 * data and why, the purposes and their data (the notices register), the rights, the grievance
 * officer and the Data Protection Board.
 */
export default function PrivacyPage() {
  const { t, i18n } = useLingui();
  const language = useNoticeLanguage();
  const institute = i18n._(INSTITUTE_NAME_MSG);
  return (
    <PageFrame
      title={t`Privacy`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Privacy` }]}
      size="md"
    >
      <Stack gap="lg">
        <Text>
          <Trans>
            The {institute} runs this portal and decides why and how your personal data is used: it is the
            data fiduciary under the Digital Personal Data Protection Act, 2023.
          </Trans>
        </Text>

        <section aria-labelledby="purposes">
          <Title order={2} size="h3" id="purposes">
            <Trans>What we use your data for</Trans>
          </Title>
          <List mt="xs" spacing="sm">
            {CONSENT_PURPOSES.map((purpose) => (
              <NoticePurposeItem key={purpose} purpose={purpose} />
            ))}
          </List>
        </section>

        <section aria-labelledby="rights">
          <Title order={2} size="h3" id="rights">
            <Trans>Your rights</Trans>
          </Title>
          <Text mt="xs">{NOTICE_RIGHTS[language]}</Text>
          <List mt="xs" spacing="xs">
            <List.Item>
              <Trans>
                Withdraw a consent or file a grievance: sign in and open My data and consents from your
                profile menu.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Download your data or delete your account: My Data, in the same menu.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Correct your data: edit your profile; data from the institute's records is corrected there.
              </Trans>
            </List.Item>
          </List>
        </section>

        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-labelledby="officer"
        >
          <Title order={2} size="h3" id="officer" mb="xs">
            <Trans>Grievance officer</Trans>
          </Title>
          <GrievanceOfficer />
        </Paper>

        <section aria-labelledby="board">
          <Title order={2} size="h3" id="board">
            <Trans>The Data Protection Board of India</Trans>
          </Title>
          <Text mt="xs">
            <Trans>
              If the grievance officer's answer does not settle your grievance, or none comes within the
              period above, you may complain to the Data Protection Board of India, which works as a digital
              office.
            </Trans>
          </Text>
        </section>

        <Text size="sm">
          <Anchor component={Link} to="/accessibility">
            <Trans>Accessibility statement</Trans>
          </Anchor>
        </Text>
      </Stack>
    </PageFrame>
  );
}
