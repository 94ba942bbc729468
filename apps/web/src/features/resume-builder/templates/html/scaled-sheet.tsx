import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** The sheet's width in CSS pixels: 595pt (A4) at 96 px per inch. */
export const SHEET_WIDTH_PX = (595 * 96) / 72;

/**
 * Shows an A4 sheet scaled to the width it is given (CSS `zoom`, so the layout height follows).
 * `crop` keeps only the first page's area, for miniatures.
 */
export function ScaledSheet({
  children,
  crop = false,
  maxScale = 1,
}: {
  children: ReactNode;
  crop?: boolean;
  maxScale?: number;
}) {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? Math.min(maxScale, width / SHEET_WIDTH_PX) : 0;
  return (
    <Box
      ref={ref}
      style={{
        width: '100%',
        overflow: 'hidden',
        aspectRatio: crop ? '210 / 297' : undefined,
        background: '#fff',
      }}
    >
      {scale > 0 && (
        <Box style={{ zoom: scale, width: SHEET_WIDTH_PX, marginInline: 'auto' }}>{children}</Box>
      )}
    </Box>
  );
}
