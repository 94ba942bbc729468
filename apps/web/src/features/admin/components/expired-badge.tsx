import { Badge } from '@mantine/core';

export function ExpiredBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      Expired
    </Badge>
  );
}
