// Share a vacancy: the device's share sheet where there is one (phones), else the link is copied
// and a toast says so.
import { Button } from '@fluentui/react-components';
import { LinkRegular, ShareRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { toast } from '../../../lib/toasts/toast';

export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    const url = window.location.href.split('#')[0]!;
    if (canShare) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(intl.formatMessage({ id: 'vacancies.share.copied' }));
    } catch {
      toast.error(intl.formatMessage({ id: 'vacancies.share.copyFailed' }, { url }));
    }
  };

  return (
    <Button
      icon={canShare ? <ShareRegular aria-hidden /> : <LinkRegular aria-hidden />}
      onClick={() => void share()}
      data-testid="share-button"
    >
      {intl.formatMessage({ id: canShare ? 'vacancies.share' : 'vacancies.share.copy' })}
    </Button>
  );
}
