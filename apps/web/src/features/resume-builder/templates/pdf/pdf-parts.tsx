import { type Styles, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

/** Pieces both PDF templates use. Sizes are in points (A4 is 595 x 842). */

export type Style = Styles[string];

export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';

/** A list typed with semicolons: a bullet list when it has two items or more, else a paragraph. */
export function PdfList({
  items,
  style,
  bulletColor,
}: {
  items: string[];
  style?: Style;
  bulletColor: string;
}) {
  if (items.length === 0) return null;
  if (items.length === 1) return <Text style={style}>{items[0]}</Text>;
  return (
    <View style={style}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
        <View key={index} style={{ flexDirection: 'row', marginBottom: 1.5 }} wrap={false}>
          <Text style={{ width: 10, color: bulletColor }}>•</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * A section: its heading never ends a page alone (`minPresenceAhead` keeps at least some of the
 * section's content on the same page as the heading).
 */
export function PdfSection({
  title,
  titleStyle,
  style,
  children,
}: {
  title: string;
  titleStyle: Style;
  style?: Style;
  children: ReactNode;
}) {
  return (
    <View style={style}>
      <Text style={titleStyle} minPresenceAhead={48}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** The page number at the foot of every page of a multi-page resume. */
export function PdfPageFooter({ name, style }: { name: string; style: Style }) {
  return (
    <Text
      style={style}
      fixed
      // The first layout pass has no total yet: a placeholder gives the line its height, else
      // the text of the second pass would be laid out in an empty box and not show.
      render={({ pageNumber, totalPages }) =>
        totalPages === 1 ? ' ' : `${name}${name ? '  ·  ' : ''}Page ${pageNumber} of ${totalPages ?? 9}`
      }
    />
  );
}
