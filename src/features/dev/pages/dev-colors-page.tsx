// /dev/colors and /test/colors: the active theme's colours (Fluent brand ramp, the center's
// secondary/tertiary/muted shades) and every named palette of SPEC section 9, with hex values.
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { SHADE_KEYS } from '../../../../common/centers';
import { PALETTE_NAMES, PALETTES } from '../../../../common/theme/palettes';
import { useActiveTheme } from '../../../lib/theme/theme-root';
import { DevPage, useDevStyles } from '../components/dev-page';

const useStyles = makeStyles({
  swatches: {
    margin: 0,
    paddingInlineStart: 0,
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  swatch: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    fontSize: tokens.fontSizeBase200,
  },
  chip: {
    height: '44px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  hex: { fontFamily: tokens.fontFamilyMonospace },
});

interface SwatchItem {
  name: string;
  hex: string;
}

function SwatchList({ items, label }: { items: SwatchItem[]; label: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.swatches} aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className={styles.swatch}>
          <span className={styles.chip} style={{ backgroundColor: item.hex }} aria-hidden="true" />
          <span>{item.name}</span>
          <span className={styles.hex}>{item.hex}</span>
        </li>
      ))}
    </ul>
  );
}

function getShadeItems(cssVariables: Record<string, string>, name: string): SwatchItem[] {
  return SHADE_KEYS.map((key) => ({
    name: key,
    hex: cssVariables[`--color-${name}-${key}`] ?? '',
  }));
}

export default function DevColorsPage() {
  const theme = useActiveTheme();
  const styles = useDevStyles();
  const brandItems = Object.entries(theme.brand).map(([step, hex]) => ({ name: step, hex }));
  const themeSets = ['primary', 'secondary', 'tertiary', 'muted'] as const;

  return (
    <DevPage titleId="dev.colors.title" introId="dev.colors.intro">
      <section className={styles.card} aria-labelledby="colors-active">
        <h2 id="colors-active" className={styles.heading}>
          <FormattedMessage id="dev.colors.active" />
        </h2>
        <Body1>
          <FormattedMessage
            id="dev.colors.summary"
            values={{
              background: theme.background,
              text: theme.text,
              font: theme.fonts.sans,
              shape: theme.shape,
              highContrast: String(theme.highContrast),
            }}
          />
        </Body1>
        <h3 className={styles.heading}>
          <FormattedMessage id="dev.colors.brand" />
        </h3>
        <SwatchList items={brandItems} label="brand" />
        {themeSets.map((set) => (
          <div key={set} className={styles.section}>
            <h3 className={styles.heading}>
              <code>--color-{set}-*</code>
            </h3>
            <SwatchList items={getShadeItems(theme.cssVariables, set)} label={set} />
          </div>
        ))}
      </section>
      <section className={styles.card} aria-labelledby="colors-palettes">
        <h2 id="colors-palettes" className={styles.heading}>
          <FormattedMessage id="dev.colors.palettes" />
        </h2>
        {PALETTE_NAMES.map((name) => (
          <div key={name} className={styles.section}>
            <h3 className={styles.heading}>{name}</h3>
            <SwatchList
              items={SHADE_KEYS.map((key) => ({ name: key, hex: PALETTES[name][key] }))}
              label={name}
            />
          </div>
        ))}
      </section>
    </DevPage>
  );
}
