import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

export function ExpiredBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      <Trans>Expired</Trans>
    </Badge>
  );
}
