// /test/tiptap: the rich-text editor comes with the content feature; until then this page says so.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { DevPage } from '../components/dev-page';

export default function TestTiptapPage() {
  return (
    <DevPage titleId="dev.tiptap.title">
      <MessageBar intent="info" data-testid="tiptap-note">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="dev.tiptap.noteTitle" />
          </MessageBarTitle>
          <FormattedMessage id="dev.tiptap.noteText" />
        </MessageBarBody>
      </MessageBar>
    </DevPage>
  );
}
