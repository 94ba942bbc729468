import { Badge, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../home.module.css';

export interface EntryCardProps {
  icon: ReactNode;
  title: string;
  audience: string;
  description: string;
  /** Buttons and links. */
  children: ReactNode;
}

/** One entry of the home page: who it is for, what it does, where to go. */
export function EntryCard({ icon, title, audience, description, children }: EntryCardProps) {
  return (
    <Paper component="article" withBorder radius="md" p="lg" className={classes.card}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={3} fz="h4">
            {title}
          </Title>
          <Badge variant="light" color="gray" size="sm" mt={4} tt="none">
            {audience}
          </Badge>
        </div>
      </Group>
      <Text size="sm" c="dimmed" className={classes.cardBody}>
        {description}
      </Text>
      <Group gap="xs">{children}</Group>
    </Paper>
  );
}
