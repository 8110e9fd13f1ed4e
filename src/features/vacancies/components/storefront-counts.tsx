// '128 vacatures bij 54 organisaties': the home page's true numbers (GET /api/v1/storefront),
// as a link to all of them. Nothing while they load (the hero keeps its height: one line).
import { makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/app-link';
import { useT } from '../../../lib/use-t';
import { useStorefront } from '../api/get-storefront';

const useStyles = makeStyles({
  line: {
    margin: 0,
    minHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  link: { color: 'inherit', fontWeight: tokens.fontWeightSemibold },
});

export function StorefrontCounts() {
  const styles = useStyles();
  const t = useT();
  const storefront = useStorefront();
  const data = storefront.data;
  return (
    <p className={styles.line} data-testid="storefront-counts">
      {data ? (
        data.vacanciesCount > 0 ? (
          <AppLink href="/vacancies/search" className={styles.link}>
            {t('home.counts', {
              vacancies: data.vacanciesCount,
              organizations: data.organizationsCount,
            })}
          </AppLink>
        ) : (
          t('home.counts.none')
        )
      ) : null}
    </p>
  );
}
