// /content: the center's content pages for its coordinators and admins: title, address, status
// and when each was last changed, with a button for a new page and the menus.
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, FormRegular, NavigationRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { usePageList } from '../api/pages';
import { localizedTitle } from '../content-access';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  slug: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

export default function PagesListPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const list = usePageList();
  const format = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    });
  return (
    <PageFrame
      title={t('content.list.title')}
      intro={t('content.list.intro')}
      actions={
        <>
          <Button icon={<NavigationRegular />} onClick={() => navigate('/content/menu-items')}>
            {t('content.list.menus')}
          </Button>
          <Button icon={<FormRegular />} onClick={() => navigate('/content/forms')}>
            {t('content.list.forms')}
          </Button>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate('/content/pages/new')}
            data-testid="new-page"
          >
            {t('content.list.new')}
          </Button>
        </>
      }
    >
      {list.isPending ? <PageSpinner label={t('content.page.loading')} /> : null}
      {list.error ? <ErrorMessage error={list.error} /> : null}
      {list.data ? (
        <div className={`${page.card} ${styles.scroll}`}>
          <Table aria-label={t('content.list.title')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('content.list.pageTitle')}</TableHeaderCell>
                <TableHeaderCell>{t('content.list.address')}</TableHeaderCell>
                <TableHeaderCell>{t('content.list.status')}</TableHeaderCell>
                <TableHeaderCell>{t('content.list.updated')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <AppLink href={`/content/pages/${p.id}/edit`}>
                      {localizedTitle(p, locale) || p.slug}
                    </AppLink>
                    {p.isHomePage ? ` · ${t('content.list.onHome')}` : ''}
                  </TableCell>
                  <TableCell className={styles.slug}>/{p.slug}</TableCell>
                  <TableCell>
                    <Badge
                      appearance="tint"
                      color={p.status === 'published' ? 'success' : 'warning'}
                    >
                      {t(`content.status.${p.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{format(p.updatedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </PageFrame>
  );
}
