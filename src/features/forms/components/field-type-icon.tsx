// The icon of each field type, in the builder's cards and its 'add a field' menu.
import {
  AttachRegular,
  CalendarRegular,
  CallRegular,
  CheckboxCheckedRegular,
  CheckmarkSquareRegular,
  MailRegular,
  NumberSymbolRegular,
  RadioButtonRegular,
  TextAlignLeftRegular,
  TextFieldRegular,
  TextHeader1Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { FormFieldType } from '../../../../common/schemas/forms';

const ICONS: Record<FormFieldType, ReactElement> = {
  short_text: <TextFieldRegular />,
  long_text: <TextAlignLeftRegular />,
  email: <MailRegular />,
  phone: <CallRegular />,
  number: <NumberSymbolRegular />,
  date: <CalendarRegular />,
  single_choice: <RadioButtonRegular />,
  multiple_choice: <CheckboxCheckedRegular />,
  checkbox: <CheckmarkSquareRegular />,
  file: <AttachRegular />,
  heading: <TextHeader1Regular />,
};

export function fieldTypeIcon(type: FormFieldType): ReactElement {
  return ICONS[type];
}
