// /applications/:id shows two features: the application and, inline, its conversation. Features do
// not import each other, so the route composes them here.
import ApplicationPage from '../../features/applications/pages/application-page';
import { ConversationThread } from '../../features/conversations/components/conversation-thread';

export default function ApplicationWithConversationPage({
  params,
}: {
  params: Record<string, string | undefined>;
}) {
  return (
    <ApplicationPage
      params={params}
      renderConversation={(conversationId) => (
        <ConversationThread conversationId={conversationId} />
      )}
    />
  );
}
