import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useRef } from 'react';
import { useKeepFocus } from '../hooks/keep-focus.ts';
import { IconArrowLeft, IconArrowRight } from './icons.tsx';

export interface PagerProps {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows the server returned for this page. */
  count: number;
  /** When the list reports a total, Next also stops at the last page and the total is shown. */
  total?: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Whether a Next page may exist: the spec's rule (a full page came back), bounded by the total when known. */
export function hasNextPage({ page, pageSize, count, total }: Omit<PagerProps, 'onChange'>): boolean {
  if (count < pageSize) return false;
  if (total !== undefined && page * pageSize >= total) return false;
  return true;
}

/**
 * Previous / Next paging (spec 2 section 4 'Paging'): Previous from page 2 on, Next only when the
 * returned count equals the page size.
 */
export function Pager({ page, pageSize, count, total, onChange, disabled }: PagerProps) {
  const { t } = useLingui();
  // 'Next' is disabled while the page loads, and gone on the last page: the focus stays on the
  // pager (on the button, or on the count the page now shows), never on <body>.
  const nav = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useKeepFocus(nav, status);
  const showPrevious = page > 1;
  const showNext = hasNextPage({ page, pageSize, count, total });
  if (!showPrevious && !showNext) return null;
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + count;
  return (
    <Group
      ref={nav}
      component="nav"
      aria-label={t`Pages`}
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      mt="md"
    >
      <div>
        {showPrevious && (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => onChange(page - 1)}
            disabled={disabled}
          >
            <Trans>Previous</Trans>
          </Button>
        )}
      </div>
      <Text ref={status} tabIndex={-1} size="sm" c="dimmed" ta="center" aria-live="polite">
        {count > 0
          ? total !== undefined
            ? t`${first}–${last} of ${total}`
            : `${first}–${last}`
          : t`Page ${page}`}
      </Text>
      <div>
        {showNext && (
          <Button
            variant="default"
            rightSection={<IconArrowRight size={16} />}
            onClick={() => onChange(page + 1)}
            disabled={disabled}
          >
            <Trans>Next</Trans>
          </Button>
        )}
      </div>
    </Group>
  );
}

/** The Pager under a page of a list the server returned with its total. */
export function ListPager({
  data,
  ...props
}: Omit<PagerProps, 'count' | 'total'> & { data: { list: unknown[]; total: number } }) {
  return <Pager {...props} count={data.list.length} total={data.total} />;
}
