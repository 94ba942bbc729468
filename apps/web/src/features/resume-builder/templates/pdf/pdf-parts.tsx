import { type Styles, Text, View } from '@react-pdf/renderer';
import { Children, type ReactNode } from 'react';
import { fitsTwoColumns } from '../../model/text-lists.ts';

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
  twoColumns = false,
}: {
  items: string[];
  style?: Style;
  bulletColor: string;
  /** Lets short items run in two columns. */
  twoColumns?: boolean;
}) {
  if (items.length === 0) return null;
  if (items.length === 1) return <Text style={style}>{items[0]}</Text>;
  const columns = twoColumns && fitsTwoColumns(items);
  return (
    <View style={[columns ? { flexDirection: 'row', flexWrap: 'wrap' } : {}, style ?? {}]}>
      {items.map((item, index) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain texts that may repeat
          key={index}
          style={{ flexDirection: 'row', marginBottom: 1.5, width: columns ? '50%' : '100%' }}
          wrap={false}
        >
          <Text style={{ width: 10, color: bulletColor }}>•</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * A section whose heading never ends a page alone: the heading and the first block (an entry, a
 * list) are kept together, and the rest may flow on to the next page.
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
  const [first, ...rest] = Children.toArray(children);
  return (
    <View style={style}>
      <View wrap={false}>
        <Text style={titleStyle}>{title}</Text>
        {first}
      </View>
      {rest}
    </View>
  );
}

/** The page number at the foot of every page of a multi-page resume. */
export function PdfPageFooter({
  name,
  pageLine,
  style,
}: {
  name: string;
  /** 'Page 2 of 3' in the resume's language. */
  pageLine: (page: number, pages: number) => string;
  style: Style;
}) {
  return (
    <Text
      style={style}
      fixed
      // The first layout pass has no total yet: a placeholder gives the line its height, else
      // the text of the second pass would be laid out in an empty box and not show.
      render={({ pageNumber, totalPages }) =>
        totalPages === 1 ? ' ' : `${name}${name ? '  ·  ' : ''}${pageLine(pageNumber, totalPages ?? 9)}`
      }
    />
  );
}
