// On a page that shows data with changes still waiting on this device: says so, so that what
// looks saved is not taken for sent.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMutationState } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { OUTBOX_KEY_ROOT } from './outbox-registry';

export function PendingWritesNote({ kinds }: { kinds: readonly string[] }) {
  const waiting = useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT],
      predicate: (m) =>
        m.state.status === 'pending' && kinds.includes(String(m.options.mutationKey?.[1])),
    },
    select: (m) => m.mutationId,
  });
  if (waiting.length === 0) return null;
  return (
    <MessageBar intent="info" layout="multiline" data-testid="pending-writes-note">
      <MessageBarBody>
        <FormattedMessage id="offline.pendingNote" values={{ count: waiting.length }} />
      </MessageBarBody>
    </MessageBar>
  );
}
