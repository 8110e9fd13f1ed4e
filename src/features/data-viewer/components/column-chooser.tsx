// Which columns the grid shows (and the CSV holds): a menu of checkboxes, one per column. At
// least one stays chosen.
import {
  Button,
  Menu,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import { useT } from '../../../lib/use-t';

export function ColumnChooser({
  columns,
  chosen,
  onChange,
}: {
  columns: { key: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const t = useT();
  return (
    <Menu
      checkedValues={{ columns: chosen }}
      onCheckedValueChange={(_, d) => {
        if (d.checkedItems.length > 0) {
          onChange(columns.map((c) => c.key).filter((k) => d.checkedItems.includes(k)));
        }
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleEditRegular />} data-testid="data-viewer-columns">
          {t('dataViewer.columns.count', { shown: chosen.length, total: columns.length })}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((c) => (
            <MenuItemCheckbox key={c.key} name="columns" value={c.key}>
              {c.label}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
