import { Alert, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Role } from '@pp/contract/endpoint';
import { Link } from 'react-router';
import { ROLE_LABEL } from '../../../app/brand.ts';
import { IconArrowRight, IconInfo } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { DASHBOARD_CARDS, DASHBOARD_NOTE } from '../dashboard-cards.ts';
import classes from '../home.module.css';

/** The dashboard of a signed-in user: a welcome and cards to the main screens of their kind. */
export default function DashboardPage({ role }: { role: Role }) {
  const { user } = useSession();
  const note = DASHBOARD_NOTE[role];
  return (
    <PageFrame
      title={user ? `Welcome, ${user.name}` : 'Welcome'}
      description={`${ROLE_LABEL[role]} dashboard. Where would you like to go?`}
    >
      {note && (
        <Alert variant="light" icon={<IconInfo />} title="Coming soon">
          {note}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {DASHBOARD_CARDS[role].map((card) => (
          <Paper
            key={card.to}
            component={Link}
            to={card.to}
            withBorder
            radius="md"
            p="md"
            className={classes.linkCard}
          >
            <div style={{ flex: 1 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600}>{card.title}</Text>
                <IconArrowRight size={16} />
              </Group>
              <Text size="sm" c="dimmed" mt={4}>
                {card.description}
              </Text>
            </div>
          </Paper>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
