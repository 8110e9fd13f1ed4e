// The home page's hero: the center's picture (its hero image, else the product's illustration),
// its name as the page's heading, one sentence, the vacancy search and (children) the numbers.
// The tenant's look decides the style: 'photo' lays the text on the picture behind a scrim,
// 'split' sets it beside the picture, 'band' draws a coloured band with the picture at its side.
import {
  Button,
  Subtitle1,
  Title1,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ImageAttributes } from '../../../../common/schemas/files';
import { Illustration } from '../../../components/illustration';
import { ResponsiveImage } from '../../../components/responsive-image';
import { heroIllustrationUrl } from '../../../lib/illustrations';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  hero: {
    position: 'relative',
    display: 'grid',
    overflow: 'hidden',
    // Full width of the content column; on a phone the page's own padding stays.
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  // 'split' and 'band': text and picture side by side from lg, picture first on a phone.
  split: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
  },
  // 'band': the text on a band of the brand colour, the picture at its right; the clearest of the
  // three apart from the others at a glance.
  band: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    '& a, & a:hover, & a:visited': { color: tokens.colorNeutralForegroundOnBrand },
    '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  photo: { minHeight: '420px', alignItems: 'end', backgroundColor: tokens.colorNeutralBackground3 },
  // The 'photo' style without a photo: the scene whole at the right, on its own sky colour, the
  // text card over its left edge (cropped to the hero's shape it lost the people).
  illustratedPhoto: { backgroundColor: 'var(--ill-bg)' },
  text: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    minWidth: 0,
    '@media (min-width: 1024px)': {
      padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    },
  },
  // On the photo: a card of the page's background colour over the picture's lower part, so the
  // text keeps its contrast whatever the picture holds.
  photoText: {
    margin: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    maxWidth: '44rem',
    '@media (min-width: 768px)': { margin: tokens.spacingHorizontalXXL },
  },
  media: {
    position: 'relative',
    minHeight: '160px',
    '& img, & svg': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  },
  mediaSplit: {
    order: -1,
    aspectRatio: '16 / 9',
    '@media (min-width: 1024px)': { order: 0, aspectRatio: 'auto' },
  },
  mediaBand: {
    display: 'none',
    '@media (min-width: 768px)': { display: 'block', order: 1 },
    '& img': { objectFit: 'contain', objectPosition: 'center bottom' },
    '& svg': { height: '100%', aspectRatio: 'auto' },
  },
  mediaPhoto: { position: 'absolute', inset: 0 },
  heading: {
    fontFamily: 'var(--font-heading, inherit)',
    margin: 0,
    // 'Vrijwilligerscentrale' is one long word: on a small phone it must break, not overflow.
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    '@media (max-width: 639px)': {
      fontSize: tokens.fontSizeHero700,
      lineHeight: tokens.lineHeightHero700,
    },
  },
  lead: { margin: 0 },
  search: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    maxWidth: '40rem',
  },
  // A plain labelled input drawn like Fluent's large Input: Field and Input would bring their
  // own chunk (~11 KB gzip) into the home page's first render, over the initial-JS budget.
  field: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    flexGrow: 1,
    minWidth: '12rem',
  },
  label: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  box: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ':focus-within': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
      borderBottomColor: tokens.colorCompoundBrandStroke,
    },
  },
  icon: { flexShrink: 0, fontSize: '20px' },
  input: {
    flexGrow: 1,
    minWidth: 0,
    height: '100%',
    border: 'none',
    outline: 'none',
    padding: 0,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase400,
    '::placeholder': { color: tokens.colorNeutralForeground3, opacity: 1 },
  },
});

/** How wide the hero's picture is drawn, for its srcset. */
const SIZES: Record<string, string> = {
  photo: '(min-width: 1280px) 1248px, 100vw',
  split: '(min-width: 1280px) 520px, (min-width: 1024px) 42vw, 100vw',
  band: '(min-width: 1280px) 500px, 40vw',
};

export function HomeHero({
  name,
  image,
  children,
}: {
  name: string;
  /** The center's hero image; the product's illustration when it has none. */
  image: ImageAttributes | null;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const look = useStorefrontLook();
  const [query, setQuery] = useState('');
  // Without a photo, the 'photo' style lays the text over the illustration the same way.
  const style = look.heroStyle;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/vacancies/search?q=${encodeURIComponent(q)}` : '/vacancies/search');
  };

  const picture = image ? (
    <ResponsiveImage image={image} sizes={SIZES[style]!} priority fill />
  ) : (
    <Illustration
      src={heroIllustrationUrl(look.heroIllustration)}
      fit={style === 'photo' ? 'end' : 'cover'}
    />
  );

  return (
    <section
      className={mergeClasses(
        styles.hero,
        style === 'photo' ? styles.photo : style === 'split' ? styles.split : styles.band,
        style === 'photo' && !image && styles.illustratedPhoto,
      )}
      style={{ borderRadius: look.cardRadius }}
      aria-labelledby="home-title"
      data-testid="home-hero"
      data-hero-style={style}
    >
      <div
        className={mergeClasses(
          styles.media,
          style === 'photo'
            ? styles.mediaPhoto
            : style === 'split'
              ? styles.mediaSplit
              : styles.mediaBand,
        )}
      >
        {picture}
      </div>
      <div className={mergeClasses(styles.text, style === 'photo' && styles.photoText)}>
        <Title1 as="h1" id="home-title" className={styles.heading}>
          {name}
        </Title1>
        <Subtitle1 as="p" className={styles.lead}>
          {t('home.lead')}
        </Subtitle1>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <div className={styles.field}>
            <label htmlFor="home-search" className={styles.label}>
              {t('home.search.label')}
            </label>
            <div className={styles.box}>
              <SearchRegular className={styles.icon} aria-hidden />
              <input
                id="home-search"
                type="search"
                className={styles.input}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('home.search.placeholder')}
              />
            </div>
          </div>
          <Button
            type="submit"
            appearance={style === 'band' ? 'secondary' : 'primary'}
            size="large"
          >
            {t('home.search.submit')}
          </Button>
        </form>
        {children}
      </div>
    </section>
  );
}
