// The 'add a field' menu: every field type with its icon.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../../common/schemas/forms';
import { useT } from '../../../lib/use-t';
import { fieldTypeIcon } from './field-type-icon';

export function AddFieldMenu({
  onAdd,
  disabled,
}: {
  onAdd: (type: FormFieldType) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          disabledFocusable={disabled}
          data-testid="add-field"
        >
          {t('forms.builder.addField')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {FORM_FIELD_TYPES.map((type) => (
            <MenuItem key={type} icon={fieldTypeIcon(type)} onClick={() => onAdd(type)}>
              {t(`forms.type.${type}`)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
