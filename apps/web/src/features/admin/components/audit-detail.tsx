import { Trans } from '@lingui/react/macro';
import { Code, Stack, Text } from '@mantine/core';

/** A value as one short line. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audited action changed: for a before/after (or from/to) pair, the fields that differ;
 * otherwise the detail's own fields.
 */
export function AuditDetail({ detail }: { detail: Record<string, unknown> }) {
  const { before, after, from, to, ...rest } = detail;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(rest)) lines.push(`${key}: ${show(value)}`);
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (JSON.stringify(b[key]) === JSON.stringify(a[key])) continue;
      lines.push(before === null ? `${key}: ${show(a[key])}` : `${key}: ${show(b[key])} → ${show(a[key])}`);
    }
  } else if (from !== undefined || to !== undefined) {
    lines.push(`${show(from)} → ${show(to)}`);
  }
  const unique = [...new Set(lines)];
  const more = unique.length - 12;
  if (!unique.length)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2}>
      {unique.slice(0, 12).map((line) => (
        <Code key={line} block={false} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {line}
        </Code>
      ))}
      {unique.length > 12 && (
        <Text size="xs" c="dimmed">
          <Trans>and {more} more</Trans>
        </Text>
      )}
    </Stack>
  );
}
