// Tables in the rich-text editor's content profile: Tiptap's table nodes, set up to write only
// what the server's content profile keeps (sanitizeContentHtml drops the <colgroup> and the
// style widths Tiptap adds; cells keep colspan and rowspan, header cells their scope), how they
// look while edited, and the toolbar buttons that insert a table and, while the cursor is in
// one, change it.
import {
  ToolbarButton,
  ToolbarDivider,
  tokens,
  type GriffelStyle,
} from '@fluentui/react-components';
import {
  TableAddRegular,
  TableDeleteColumnRegular,
  TableDeleteRowRegular,
  TableDismissRegular,
  TableInsertColumnRegular,
  TableInsertRowRegular,
} from '@fluentui/react-icons';
import { TableKit } from '@tiptap/extension-table';
import type { Editor } from '@tiptap/react';
import type { ReactElement } from 'react';
import { useT } from '../lib/use-t';

export const ContentTable = TableKit.configure({
  // Column widths dragged by hand would live in style attributes, which the server drops.
  table: { resizable: false },
  // The editor's header cells head the columns below them (a header row).
  tableHeader: { HTMLAttributes: { scope: 'col' } },
});

/** Inside the editor's content box: tables look as on the page (content-html.tsx). */
export const tableEditorStyles: Record<string, GriffelStyle> = {
  '& .ProseMirror .tableWrapper': { overflowX: 'auto' },
  '& .ProseMirror table': { borderCollapse: 'collapse', margin: `${tokens.spacingVerticalS} 0` },
  '& .ProseMirror th, & .ProseMirror td': {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    minWidth: '4rem',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& .ProseMirror th': { backgroundColor: tokens.colorNeutralBackground3 },
  '& .ProseMirror th > p, & .ProseMirror td > p': { margin: 0 },
  // The cells a mouse or Shift+arrows selected.
  '& .ProseMirror .selectedCell': { backgroundColor: tokens.colorBrandBackground2 },
};

type TableAction = 'addRow' | 'addColumn' | 'deleteRow' | 'deleteColumn' | 'deleteTable';

const ACTIONS: { id: TableAction; icon: ReactElement; run: (e: Editor) => void }[] = [
  {
    id: 'addRow',
    icon: <TableInsertRowRegular />,
    run: (e) => e.chain().focus().addRowAfter().run(),
  },
  {
    id: 'addColumn',
    icon: <TableInsertColumnRegular />,
    run: (e) => e.chain().focus().addColumnAfter().run(),
  },
  {
    id: 'deleteRow',
    icon: <TableDeleteRowRegular />,
    run: (e) => e.chain().focus().deleteRow().run(),
  },
  {
    id: 'deleteColumn',
    icon: <TableDeleteColumnRegular />,
    run: (e) => e.chain().focus().deleteColumn().run(),
  },
  {
    id: 'deleteTable',
    icon: <TableDismissRegular />,
    run: (e) => e.chain().focus().deleteTable().run(),
  },
];

/** The table buttons of the toolbar; the ones that change a table only while the cursor is in one. */
export function TableTools({ editor, inTable }: { editor: Editor | null; inTable: boolean }) {
  const t = useT();
  return (
    <>
      <ToolbarDivider />
      <ToolbarButton
        icon={<TableAddRegular />}
        aria-label={t('richText.table.insert')}
        title={t('richText.table.insert')}
        onClick={() =>
          editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
        }
        data-testid="rich-text-table"
      />
      {inTable
        ? ACTIONS.map((a) => (
            <ToolbarButton
              key={a.id}
              icon={a.icon}
              aria-label={t(`richText.table.${a.id}`)}
              title={t(`richText.table.${a.id}`)}
              onClick={() => editor && a.run(editor)}
              data-testid={`rich-text-table-${a.id}`}
            />
          ))
        : null}
    </>
  );
}
