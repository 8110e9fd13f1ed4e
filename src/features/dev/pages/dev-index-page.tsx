// /dev: the index of the public developer and test pages (SPEC section 2).
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { DevPage } from '../components/dev-page';

const PAGES = [
  { href: '/dev/form', key: 'form' },
  { href: '/dev/colors', key: 'colors' },
  { href: '/dev/components', key: 'components' },
  { href: '/dev/mails', key: 'mails' },
  { href: '/test/api', key: 'api' },
  { href: '/test/auth', key: 'auth' },
  { href: '/test/sentry', key: 'sentry' },
  { href: '/test/tiptap', key: 'tiptap' },
  { href: '/test/toaster', key: 'toaster' },
] as const;

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyle: 'none',
    display: 'grid',
    gap: tokens.spacingVerticalM,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

export default function DevIndexPage() {
  const styles = useStyles();
  return (
    <DevPage titleId="dev.index.title" introId="dev.index.intro" showBackLink={false}>
      <ul className={styles.list}>
        {PAGES.map((page) => (
          <li key={page.href} className={styles.item}>
            <AppLink href={page.href} className={styles.link}>
              <FormattedMessage id={`dev.index.${page.key}.title`} />
            </AppLink>
            <Body1>
              <FormattedMessage id={`dev.index.${page.key}.text`} /> <code>{page.href}</code>
            </Body1>
          </li>
        ))}
      </ul>
    </DevPage>
  );
}
