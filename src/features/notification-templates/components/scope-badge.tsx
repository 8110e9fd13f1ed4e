// Where a mail's text comes from, as a small badge: the standard text, the tenant's or the center's.
import { Badge } from '@fluentui/react-components';
import type { TemplateScope } from '../../../../common/schemas/notification-templates';
import { useT } from '../../../lib/use-t';

export function ScopeBadge({ scope }: { scope: TemplateScope }) {
  const t = useT();
  return (
    <Badge
      appearance={scope === 'default' ? 'outline' : 'tint'}
      color={scope === 'default' ? 'informative' : 'brand'}
    >
      {t(`notificationTemplates.scope.${scope}`)}
    </Badge>
  );
}
