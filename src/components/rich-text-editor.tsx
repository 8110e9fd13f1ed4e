// A small rich-text editor (Tiptap, DESIGN.md section 2) for texts shown as HTML: bold, italic,
// bullet and numbered lists, links and h2/h3 headings; the content profile adds images, tables
// and video links. The toolbar is one Tab stop (arrow keys move inside it), every button says
// whether its format is on, and Tiptap's own shortcuts work (Ctrl+B, Ctrl+I, Ctrl+Shift+7/8).
// Only pages that edit such texts import it: Tiptap stays in their lazily loaded chunks. The
// server sanitizes whatever HTML arrives.
import {
  Label,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import {
  ImageRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  VideoRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Fragment, useEffect, useId, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../lib/use-t';
import { ContentImage } from './rich-text-image';
import { ImageDialog } from './rich-text-image-dialog';
import { LinkDialog } from './rich-text-link-dialog';
import { ContentTable, TableTools, tableEditorStyles } from './rich-text-table';
import { VideoDialog, insertVideoLink } from './rich-text-video-dialog';

export { normalizeLink } from './rich-text-link-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  toolbar: {
    flexWrap: 'wrap',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    '& .ProseMirror': {
      minHeight: '10rem',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      outline: 'none',
      lineHeight: tokens.lineHeightBase400,
      overflowWrap: 'anywhere',
    },
    '& .ProseMirror a': { color: tokens.colorBrandForegroundLink },
    ...tableEditorStyles,
  },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, margin: 0 },
});

type Format = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'link';

const FORMATS: { id: Format; icon: ReactElement; run: (e: Editor) => void }[] = [
  { id: 'bold', icon: <TextBoldRegular />, run: (e) => e.chain().focus().toggleBold().run() },
  { id: 'italic', icon: <TextItalicRegular />, run: (e) => e.chain().focus().toggleItalic().run() },
  {
    id: 'h2',
    icon: <TextHeader2Regular />,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'h3',
    icon: <TextHeader3Regular />,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'bulletList',
    icon: <TextBulletListLtrRegular />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    icon: <TextNumberListLtrRegular />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

function isActive(editor: Editor, format: Format): boolean {
  if (format === 'h2') return editor.isActive('heading', { level: 2 });
  if (format === 'h3') return editor.isActive('heading', { level: 3 });
  return editor.isActive(format);
}

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The form field it edits, so a form's error summary can link to it. */
  name?: string;
  /**
   * 'content' (pages, news) adds images, tables and video links, which the server's content
   * profile keeps (sanitizeContentHtml); the default is the vacancy profile's set.
   */
  profile?: 'basic' | 'content';
  'data-testid'?: string;
}

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  name,
  profile = 'basic',
  ...rest
}: RichTextEditorProps) {
  const content = profile === 'content';
  const styles = useStyles();
  const intl = useIntl();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].join(' ').trim(),
    'aria-invalid': error ? 'true' : 'false',
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(name ? { 'data-field': name } : {}),
  };
  const attributesKey = JSON.stringify(attributes);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      ...(content ? [ContentImage, ContentTable] : []),
    ],
    content: value || '',
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: { attributes },
  });
  // An error that comes or goes after the editor was made changes its description.
  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setOptions({
        editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> },
      });
    }
  }, [editor, attributesKey]);
  // The toolbar shows which formats apply at the cursor.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        [...FORMATS.map((f) => f.id), 'link' as const].map((id) => [
          id,
          e ? isActive(e, id) : false,
        ]),
      ) as Record<Format, boolean>,
  });
  const inTable = useEditorState({
    editor,
    selector: ({ editor: e }) => (content && e ? e.isActive('table') : false),
  });
  const t = useT();

  return (
    <div className={styles.root} data-testid={rest['data-testid']}>
      <Label id={labelId} required={required} weight="regular">
        {label}
      </Label>
      <div className={`${styles.frame} ${error ? styles.invalid : ''}`}>
        <Toolbar
          aria-label={intl.formatMessage({ id: 'richText.toolbar' }, { label })}
          size="small"
          className={styles.toolbar}
        >
          {FORMATS.map((f, i) => (
            <Fragment key={f.id}>
              {i === 2 || i === 4 ? <ToolbarDivider /> : null}
              <ToolbarButton
                icon={f.icon}
                aria-label={t(`richText.${f.id}`)}
                title={t(`richText.${f.id}`)}
                aria-pressed={active?.[f.id] ?? false}
                appearance={active?.[f.id] ? 'primary' : 'subtle'}
                onClick={() => editor && f.run(editor)}
              />
            </Fragment>
          ))}
          <ToolbarDivider />
          <ToolbarButton
            icon={<LinkRegular />}
            aria-label={t('richText.link')}
            title={t('richText.link')}
            aria-pressed={active?.link ?? false}
            appearance={active?.link ? 'primary' : 'subtle'}
            onClick={() => setLinkOpen(true)}
          />
          {content ? (
            <ToolbarButton
              icon={<ImageRegular />}
              aria-label={t('richText.image')}
              title={t('richText.image')}
              onClick={() => setImageOpen(true)}
              data-testid="rich-text-image"
            />
          ) : null}
          {content ? (
            <ToolbarButton
              icon={<VideoRegular />}
              aria-label={t('richText.video')}
              title={t('richText.video')}
              onClick={() => setVideoOpen(true)}
              data-testid="rich-text-video"
            />
          ) : null}
          {content ? <TableTools editor={editor} inTable={inTable ?? false} /> : null}
        </Toolbar>
        <EditorContent editor={editor} className={styles.content} />
      </div>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {imageOpen && editor ? (
        <ImageDialog
          onClose={(image) => {
            setImageOpen(false);
            if (image) editor.chain().focus().insertContentImage(image).run();
            else editor.commands.focus();
          }}
        />
      ) : null}
      {videoOpen && editor ? (
        <VideoDialog
          onClose={(href) => {
            setVideoOpen(false);
            if (href) insertVideoLink(editor, href);
            else editor.commands.focus();
          }}
        />
      ) : null}
      {linkOpen && editor ? (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={(href) => {
            setLinkOpen(false);
            if (href === undefined) {
              editor.commands.focus();
              return;
            }
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === null) chain.unsetLink().run();
            else if (editor.state.selection.empty && !editor.isActive('link')) {
              chain
                .insertContent({
                  type: 'text',
                  text: href.replace(/^(mailto:|https?:\/\/)/, ''),
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else chain.setLink({ href }).run();
          }}
        />
      ) : null}
    </div>
  );
}
