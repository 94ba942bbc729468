import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { Role } from '@pp/contract/endpoint';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { LOGIN_PAGE_OF } from '../../../lib/session.ts';
import { KIND_INFO } from '../lib/login-kinds.ts';

const ORDER: Role[] = ['member', 'student', 'corporate', 'admin'];

/** /login: the four sign-ins, each with who it is for. Carries `url` and `jobCode` on to them. */
export default function LoginChooserPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();

  const linkFor = (kind: Role) => {
    const query = new URLSearchParams();
    const url = search.get('url');
    const jobCode = search.get('jobCode');
    if (url && (kind === 'member' || kind === 'student')) query.set('url', url);
    if (jobCode && (kind === 'member' || kind === 'corporate')) query.set('jobCode', jobCode);
    const qs = query.toString();
    return qs ? `${LOGIN_PAGE_OF[kind]}?${qs}` : LOGIN_PAGE_OF[kind];
  };

  return (
    <PageFrame
      title={t`Login`}
      description={t`Choose the sign-in for your account.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Login` }]}
      size="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ORDER.map((kind) => (
          <Card
            key={kind}
            component={Link}
            to={linkFor(kind)}
            withBorder
            shadow="xs"
            radius="md"
            padding="lg"
          >
            <Title order={2} size="h4" mb={4}>
              {i18n._(KIND_INFO[kind].label)}
            </Title>
            <Text size="sm" c="dimmed">
              {i18n._(KIND_INFO[kind].audience)}
            </Text>
            <Text size="sm" fw={600} c="indigo.7" mt="sm">
              {i18n._(KIND_INFO[kind].heading)} →
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
