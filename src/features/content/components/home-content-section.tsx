// The content page a center chose to show on its home page, below the search (is_home_page):
// its title and text; nothing while it loads or when the center chose none.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ContentHtml } from '../../../components/content-html';
import { useLocale } from '../../../lib/intl';
import { useHomeContentPage } from '../api/pages';
import { localizedBody, localizedTitle } from '../content-access';

const useStyles = makeStyles({
  section: {
    maxWidth: '52rem',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusXLarge,
  },
  title: { marginTop: 0, fontSize: tokens.fontSizeBase600 },
});

export function HomeContentSection() {
  const styles = useStyles();
  const { locale } = useLocale();
  const page = useHomeContentPage();
  if (!page.data) return null;
  const body = localizedBody(page.data, locale);
  return (
    <section
      className={styles.section}
      aria-labelledby="home-content-title"
      data-testid="home-content"
    >
      <h2 id="home-content-title" className={styles.title}>
        {localizedTitle(page.data, locale)}
      </h2>
      {body.html ? (
        <div lang={body.lang !== locale ? body.lang : undefined}>
          <ContentHtml html={body.html} />
        </div>
      ) : null}
    </section>
  );
}
