// A form's state as a coloured badge: draft, published (answers come in) or closed.
import { Badge } from '@fluentui/react-components';
import type { FormStatus } from '../../../../common/schemas/forms';
import { useT } from '../../../lib/use-t';

const COLORS = { draft: 'warning', published: 'success', closed: 'informative' } as const;

export function FormStatusBadge({ status }: { status: FormStatus }) {
  const t = useT();
  return (
    <Badge appearance="tint" color={COLORS[status]}>
      {t(`forms.status.${status}`)}
    </Badge>
  );
}
