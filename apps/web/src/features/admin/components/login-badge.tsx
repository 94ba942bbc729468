import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

export function LoginBadge({ status }: { status: 'active' | 'blocked' }) {
  return status === 'active' ? null : (
    <Badge color="red" variant="light" size="sm">
      <Trans>Login blocked</Trans>
    </Badge>
  );
}
