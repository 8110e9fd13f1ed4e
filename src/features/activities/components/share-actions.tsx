// 'Add to my calendar' (the activity's .ics file) and 'Share' (the Web Share API where the device
// has it, else the link copied to the clipboard).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarAddRegular, ShareRegular } from '@fluentui/react-icons';
import { API_BASE_PATH } from '../../../../common/constants';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function ShareActions({ id, title }: { id: string; title: string }) {
  const styles = useStyles();
  const t = useT();
  const share = async () => {
    const url = `${window.location.origin}/activiteitenkalender/${id}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('activities.share.copied'));
    } catch {
      toast.info(url);
    }
  };
  return (
    <div className={styles.root}>
      <Button
        as="a"
        href={`${API_BASE_PATH}/activities/${id}/event.ics`}
        download
        icon={<CalendarAddRegular />}
      >
        {t('activities.addToCalendar')}
      </Button>
      <Button icon={<ShareRegular />} onClick={() => void share()}>
        {t('activities.share')}
      </Button>
    </div>
  );
}
