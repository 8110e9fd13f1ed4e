// A live preview of the design being edited: buttons, a card and a link drawn with the theme the
// whole app would get (buildTheme, in a nested FluentProvider), before anything is saved.
import {
  Badge,
  Body1,
  Button,
  Card,
  CardHeader,
  FluentProvider,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, type CSSProperties } from 'react';
import type { TenantConfig } from '../../../../common/tenants/tenant-configs';
import { getButtonStyleHooks, BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { buildTheme, type ThemeProfile } from '../../../lib/theme/build-theme';
import { loadFonts } from '../../../lib/theme/fonts';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  bands: {
    display: 'flex',
    height: '10px',
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
  },
  band: { flexGrow: 1 },
});

export function ThemePreview({
  profile,
  tenantConfig,
}: {
  profile: ThemeProfile;
  tenantConfig: Pick<TenantConfig, 'display'>;
}) {
  const styles = useStyles();
  const theme = useMemo(() => buildTheme({ profile, tenantConfig }), [profile, tenantConfig]);
  const { sans, heading } = theme.fonts;
  useEffect(() => {
    void loadFonts([sans, heading]);
  }, [sans, heading]);
  const t = useT();
  const style = {
    ...theme.cssVariables,
    backgroundColor: theme.background,
    color: theme.text,
    fontFamily: theme.cssVariables['--font-sans'],
  } as CSSProperties;

  return (
    <FluentProvider
      theme={theme.light}
      customStyleHooks_unstable={getButtonStyleHooks(theme.shape)}
      className={styles.frame}
      style={style}
      data-testid="theme-preview"
    >
      <p className={styles.heading} style={{ fontFamily: theme.cssVariables['--font-heading'] }}>
        {t('design.preview.heading')}
      </p>
      <Body1>{t('design.preview.text')}</Body1>
      <div className={styles.row}>
        <Button appearance="primary" size={BUTTON_SIZE}>
          {t('design.preview.primary')}
        </Button>
        <Button size={BUTTON_SIZE}>{t('design.preview.secondary')}</Button>
      </div>
      <Card>
        <CardHeader
          image={
            <HeartRegular aria-hidden fontSize={24} color={theme.cssVariables['--color-primary']} />
          }
          header={<Text weight="semibold">{t('design.preview.cardTitle')}</Text>}
          description={<Badge appearance="tint">{t('design.preview.badge')}</Badge>}
        />
        <Body1>{t('design.preview.cardText')}</Body1>
        <a href="#design-preview" onClick={(e) => e.preventDefault()}>
          {t('design.preview.link')}
        </a>
      </Card>
      <div className={styles.bands} aria-hidden>
        {(['primary', 'secondary', 'tertiary', 'muted'] as const).map((name) => (
          <span
            key={name}
            className={styles.band}
            style={{
              backgroundColor:
                theme.cssVariables[`--color-${name}`] ?? theme.cssVariables[`--color-${name}-500`],
            }}
          />
        ))}
      </div>
    </FluentProvider>
  );
}
