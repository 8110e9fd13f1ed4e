// Shown on /tags to someone who is not a center admin or admin (the server refuses them too).
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';

export function NoTagAccess() {
  return (
    <MessageBar intent="warning" data-testid="no-tag-access">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage id="tags.noAccess.title" />
        </MessageBarTitle>
        <FormattedMessage id="tags.noAccess.text" />
      </MessageBarBody>
    </MessageBar>
  );
}
