// What other roles see instead of the editor (the server refuses them too).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useT } from '../../../lib/use-t';

export function NoTemplateAccess() {
  const t = useT();
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{t('notificationTemplates.noAccess')}</MessageBarBody>
    </MessageBar>
  );
}
