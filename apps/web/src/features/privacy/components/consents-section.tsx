import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { DisplayLanguage } from '@pp/contract/display-language';
import { formatDate } from '@pp/contract/format';
import { type ConsentItem, NOTICES } from '@pp/contract/privacy';
import { Link } from 'react-router';
import { useChangeConsent, useMyConsents } from '../../../api/privacy.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useNoticeLanguage } from '../../../components/privacy-notice.tsx';
import { notifySuccess } from '../../../lib/notify.ts';

/** When and how the consent stands, in one line. */
function ConsentState({ consent }: { consent: ConsentItem }) {
  const { i18n } = useLingui();
  const language = i18n.locale as DisplayLanguage;
  const version = consent.version;
  if (!consent.given)
    return (
      <Trans>
        Withdrawn on {formatDate(consent.withdrawnOn, language)} (notice version {version})
      </Trans>
    );
  if (!consent.givenOn) return <Trans>Given at registration</Trans>;
  return (
    <Trans>
      Given on {formatDate(consent.givenOn, language)} (notice version {version})
    </Trans>
  );
}

/**
 * Every consent of the signed-in person with its date and, where it can be withdrawn, a switch
 * (DPDP section 6(4): withdrawing as easy as giving). The change takes effect at once on the server.
 */
export function ConsentsSection({ role }: { role: 'member' | 'student' | 'corporate' }) {
  const { t } = useLingui();
  const language = useNoticeLanguage();
  const consents = useMyConsents();
  const change = useChangeConsent();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="consents">
      <Stack gap="sm">
        <Title order={2} size="h3" id="consents">
          <Trans>My consents</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Each purpose below uses your data only while your consent stands. Switching one off takes effect
            at once.
          </Trans>
        </Text>
        {consents.isPending ? (
          <LoadingState />
        ) : consents.isError ? (
          <ErrorState query={consents} />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {consents.data.list.map((consent) => {
              const notice = NOTICES[consent.purpose];
              const descriptionId = `consent-${consent.purpose}-text`;
              return (
                <Paper key={consent.purpose} withBorder radius="sm" p="sm" component="li">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      {consent.withdrawable ? (
                        <Switch
                          label={notice.title[language]}
                          checked={consent.given}
                          disabled={change.isPending}
                          aria-describedby={descriptionId}
                          onChange={(e) => {
                            const give = e.currentTarget.checked;
                            change.mutate(
                              { purpose: consent.purpose, give },
                              {
                                onSuccess: () =>
                                  notifySuccess(
                                    give
                                      ? t`Consent given: ${notice.title[language]}`
                                      : t`Consent withdrawn: ${notice.title[language]}`,
                                  ),
                              },
                            );
                          }}
                          styles={{ label: { fontWeight: 600 } }}
                        />
                      ) : (
                        <Text fw={600}>{notice.title[language]}</Text>
                      )}
                      {consent.given ? (
                        <Badge color="green" variant="light">
                          <Trans>Given</Trans>
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          <Trans>Withdrawn</Trans>
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" id={descriptionId}>
                      {notice.purpose[language]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>Data used:</Trans> {notice.data[language]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <ConsentState consent={consent} />
                    </Text>
                    {!consent.withdrawable && role !== 'corporate' ? (
                      <Text size="xs">
                        <Trans>
                          This ends with your account:{' '}
                          <Anchor component={Link} to={`/${role}/my-data`} size="xs">
                            delete my account
                          </Anchor>
                          .
                        </Trans>
                      </Text>
                    ) : null}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
