// The design preview's hero and vacancy card, drawn in the hero style, scene, card style and shape
// being edited (read with useStorefrontLook from the preview's own theme), so a center admin sees
// what the choice does before saving it.
import { Badge, Body1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Illustration } from '../../../components/illustration';
import { categoryIllustrationUrl, heroIllustrationUrl } from '../../../lib/illustrations';
import { useStorefrontLook } from '../../../lib/theme/use-storefront-look';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  hero: { position: 'relative', display: 'grid', overflow: 'hidden' },
  heroPhoto: { gridTemplateAreas: '"stack"' },
  heroSplit: {
    gridTemplateColumns: '1fr 1fr',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heroBand: {
    gridTemplateColumns: '3fr 2fr',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  stack: { gridArea: 'stack' },
  scrim: {
    gridArea: 'stack',
    alignSelf: 'end',
    margin: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: 'rgba(0, 0, 0, 0.62)',
    color: '#ffffff',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightBold },
  card: {
    display: 'grid',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  cardSide: { gridTemplateColumns: '38% 1fr' },
  cardSideImage: { height: '100%', aspectRatio: 'auto' },
  cardBody: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  organization: { color: tokens.colorNeutralForeground2 },
});

export function LookHeroPreview({ headingFont }: { headingFont: string | undefined }) {
  const styles = useStyles();
  const look = useStorefrontLook();
  const t = useT();
  const radius = { borderRadius: look.cardRadius };
  const scene = heroIllustrationUrl(look.heroIllustration);
  const heading = (
    <p className={styles.heading} style={{ fontFamily: headingFont }}>
      {t('design.preview.heading')}
    </p>
  );
  if (look.heroStyle === 'photo') {
    return (
      <div
        className={mergeClasses(styles.hero, styles.heroPhoto)}
        style={radius}
        data-hero-style="photo"
      >
        <Illustration src={scene} className={styles.stack} />
        <div className={styles.scrim} style={radius}>
          {heading}
        </div>
      </div>
    );
  }
  return (
    <div
      className={mergeClasses(
        styles.hero,
        look.heroStyle === 'split' ? styles.heroSplit : styles.heroBand,
      )}
      style={radius}
      data-hero-style={look.heroStyle}
    >
      <div>
        {heading}
        <Body1>{t('design.preview.text')}</Body1>
      </div>
      <Illustration src={scene} />
    </div>
  );
}

export function LookCardPreview() {
  const styles = useStyles();
  const look = useStorefrontLook();
  const t = useT();
  const side = look.cardStyle === 'image-side';
  return (
    <article
      className={mergeClasses(styles.card, side && styles.cardSide)}
      style={{ borderRadius: look.cardRadius }}
      data-card-style={look.cardStyle}
    >
      <Illustration
        src={categoryIllustrationUrl('education')}
        className={side ? styles.cardSideImage : undefined}
      />
      <div className={styles.cardBody}>
        <Text weight="semibold">{t('design.preview.cardTitle')}</Text>
        <Text size={200} className={styles.organization}>
          {t('design.preview.cardOrganization')}
        </Text>
        <Body1>{t('design.preview.cardText')}</Body1>
        <div>
          <Badge appearance="tint">{t('design.preview.badge')}</Badge>
        </div>
        <a href="#design-preview" onClick={(e) => e.preventDefault()}>
          {t('design.preview.link')}
        </a>
      </div>
    </article>
  );
}
