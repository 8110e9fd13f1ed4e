// Shown instead of an admin page to someone whose roles do not allow it (the server refuses too).
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';

export function NoAccess() {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage id="admin.noAccess.title" />
        </MessageBarTitle>
        <FormattedMessage id="admin.noAccess.text" />
      </MessageBarBody>
    </MessageBar>
  );
}
