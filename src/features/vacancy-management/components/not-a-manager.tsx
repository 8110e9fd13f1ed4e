// What a volunteer (no organization, center or admin role) sees on the management pages: these
// are for organizations, and where to find vacancies instead.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/app-link';

export function NotAManager() {
  return (
    <MessageBar intent="info" data-testid="not-a-manager">
      <MessageBarBody>
        <MessageBarTitle>
          <FormattedMessage id="vacancyManage.notManager.title" />
        </MessageBarTitle>
        <FormattedMessage id="vacancyManage.notManager.text" />{' '}
        <AppLink href="/vacancies/search">
          <FormattedMessage id="vacancyManage.notManager.link" />
        </AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
