import { Badge } from '@mantine/core';

export function LoginBadge({ status }: { status: 'active' | 'blocked' }) {
  return status === 'active' ? null : (
    <Badge color="red" variant="light" size="sm">
      Login blocked
    </Badge>
  );
}
