import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

/** The only link targets kept (the server keeps the same ones). */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** What was typed in the link box as a safe href: a bare domain gets https://, an address mailto:. */
export function normalizeHref(raw: string): string {
  const href = raw.trim();
  if (!href || SAFE_HREF.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href; // another scheme: refused by isAllowedUri
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) return `mailto:${href}`;
  return `https://${href.replace(/^\/+/, '')}`;
}

const SafeLink = Link.extend({
  addCommands() {
    const parent = this.parent?.();
    const setLink = parent?.setLink;
    if (!parent || !setLink) return parent ?? {};
    return {
      ...parent,
      // The link box of the toolbar: 'example.com' becomes https://example.com; other schemes are refused.
      setLink: (attributes) => setLink({ ...attributes, href: normalizeHref(attributes.href) }),
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  protocols: ['http', 'https', 'mailto'],
  isAllowedUri: (url) => SAFE_HREF.test(url),
  HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
});

const EXTENSIONS = [
  StarterKit.configure({
    // What the toolbar offers (plus Enter/Shift+Enter): no headings, code, quotes or rules.
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    link: false,
  }),
  SafeLink,
];

export interface RichTextEditorInputProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  required?: boolean;
}

/** The HTML of the editor; '' when it holds no text (so "required" checks see it empty). */
function htmlOf(editor: { getText: () => string; getHTML: () => string }): string {
  return editor.getText().trim() ? editor.getHTML() : '';
}

/** The Tiptap editor of RichTextField (loaded lazily by it). */
export default function RichTextEditorInput({
  id,
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  required,
}: RichTextEditorInputProps) {
  const { t } = useLingui();
  // The last HTML this editor reported: a different value comes from outside (a record loaded).
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // Attributes that change after mounting (error state, described-by).
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': describedBy,
          'aria-invalid': invalid ? 'true' : 'false',
          ...(required ? { 'aria-required': 'true' } : {}),
        },
      },
    });
  }, [editor, id, labelId, describedBy, invalid, required]);

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor
      editor={editor}
      labels={{
        boldControlLabel: t`Bold`,
        italicControlLabel: t`Italic`,
        underlineControlLabel: t`Underline`,
        bulletListControlLabel: t`Bullet list`,
        orderedListControlLabel: t`Ordered list`,
        linkControlLabel: t`Link`,
        unlinkControlLabel: t`Remove link`,
        undoControlLabel: t`Undo`,
        redoControlLabel: t`Redo`,
        linkEditorInputLabel: t`Link address (https://, http:// or mailto:)`,
        linkEditorExternalLink: t`Open link in a new tab`,
        linkEditorInternalLink: t`Open link in the same tab`,
        linkEditorSave: t`Save`,
      }}
      styles={{
        root: invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined,
        content: { minHeight: 150 },
      }}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link initialExternal />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
