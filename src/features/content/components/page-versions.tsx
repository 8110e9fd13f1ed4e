// The versions of a content page, newest first: who saved each and when; 'Restore' brings its
// texts back as the newest version (address and status stay).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { usePageStyles } from '../../../components/page-frame';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { usePageVersions, useRestorePageVersion } from '../api/pages';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export function PageVersions({ pageId }: { pageId: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { locale } = useLocale();
  const versions = usePageVersions(pageId);
  const restore = useRestorePageVersion();
  if (!versions.data || versions.data.length === 0) return null;
  return (
    <section className={page.card} aria-labelledby="page-versions">
      <h2 id="page-versions" className={page.h2}>
        {t('content.versions.title')}
      </h2>
      <ul className={styles.list}>
        {versions.data.map((v) => (
          <li key={v.id} className={styles.row}>
            <span>
              {t('content.versions.item', {
                version: v.version,
                date: new Date(v.createdAt).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Europe/Amsterdam',
                }),
                name: v.savedByName ?? '—',
              })}
            </span>
            <Button
              size="small"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ id: pageId, version: v.version })}
            >
              {t('content.versions.restore')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
