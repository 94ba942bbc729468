import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { listOtps } from '@pp/contract/comm';
import { OTP_LIST_SIZE } from '@pp/contract/constants';
import { formatDateTime } from '@pp/contract/format';
import { MSG } from '@pp/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconRefresh } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { call } from '../../../lib/api.ts';

const COLUMNS = [msg`#`, msg`Mobile #`, msg`OTP`, msg`Created on`, msg`Valid till`];

/**
 * /admin/otp: the last 100 OTPs generated, newest first, so the placement desk can read a code
 * to someone whose SMS did not arrive. Times in India time.
 */
export default function OtpListPage() {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  const query = useQuery({
    queryKey: ['admin', 'otp'],
    queryFn: () => call(listOtps),
    // OTPs live minutes: always ask anew.
    staleTime: 0,
    meta: { silent: true },
  });
  const rows = query.data?.list ?? [];
  const headingId = useId();

  return (
    <PageFrame
      title={t`OTPs`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: t`OTPs` }]}
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
          disabled={query.isPending}
        >
          <Trans>Refresh</Trans>
        </Button>
      }
      size="md"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          <Trans>Last {OTP_LIST_SIZE} OTPs generated</Trans>
        </Title>
        {query.isError ? (
          <ErrorState title={t`Could not load the OTPs`} query={query} />
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={480}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((column) => (
                      <Table.Th key={column.id} scope="col">
                        {i18n._(column)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody aria-busy={query.isPending}>
                  {query.isPending ? (
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS.length}>
                        <Group gap="sm" justify="center" py="md" role="status">
                          <Loader size="sm" aria-hidden="true" />
                          <Text c="dimmed">
                            <Trans>Loading...</Trans>
                          </Text>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ) : rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS.length}>
                        <Text ta="center" py="md" role="status">
                          <Anchor component={Link} to="/admin/govt-job/add">
                            {tm(MSG.otpListEmpty)}
                          </Anchor>
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    rows.map((row, index) => (
                      <Table.Tr key={`${row.createdOn}-${row.mobile}-${row.otp}`}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.mobile}</Table.Td>
                        <Table.Td ff="monospace" fw={700}>
                          {row.otp}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdOn)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.expiresOn)}</Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
