import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ConsentsSection } from '../components/consents-section.tsx';
import { GrievancesSection } from '../components/grievances-section.tsx';

/**
 * Ours (DPDP Act sections 6, 11-13): /member/consents, /student/consents, /corporate/consents.
 * "My data and consents": every consent with a withdraw switch, and grievances to the grievance
 * officer; the data download and account deletion are on the My Data page it links to.
 */
export default function MyConsentsPage({ kind }: { kind: 'member' | 'student' | 'corporate' }) {
  const { t } = useLingui();
  const home = kind === 'corporate' ? '/corporate/dashboard' : `/${kind}/dashboard`;
  return (
    <PageFrame
      title={t`My data and consents`}
      description={t`What you agreed to, and how to change your mind or raise a grievance.`}
      breadcrumbs={[{ label: t`Home`, to: home }, { label: t`My data and consents` }]}
      size="md"
    >
      <Stack gap="lg">
        {kind !== 'corporate' ? (
          <Text size="sm">
            <Trans>
              To download everything the portal holds on you or to delete your account, open{' '}
              <Anchor component={Link} to={`/${kind}/my-data`}>
                My Data
              </Anchor>
              .
            </Trans>
          </Text>
        ) : null}
        <ConsentsSection role={kind} />
        <GrievancesSection />
        <Text size="sm">
          <Trans>
            How the portal uses personal data, and who to contact, is on the{' '}
            <Anchor component={Link} to="/privacy">
              privacy page
            </Anchor>
            .
          </Trans>
        </Text>
      </Stack>
    </PageFrame>
  );
}
