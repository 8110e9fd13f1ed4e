import { describe, expect, it } from 'vitest';
import { SHADE_KEYS, type Shades } from '../../../common/centers';
import { getContrastRatio, getLuminance } from '../../../common/theme/color';
import { PALETTES } from '../../../common/theme/palettes';
import { TENANT_CONFIGS } from '../../../common/tenants/tenant-configs';
import { buildBrandVariants, generateShades } from './brand';
import { buildTheme, getFontStack, loadHighContrastTheme } from './build-theme';
import { hasFontPackage } from './fonts';

const plain = TENANT_CONFIGS.demo;
const highContrastTenant = TENANT_CONFIGS.roermond;
const BRAND_STEPS = [
  10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160,
] as const;

describe('buildBrandVariants', () => {
  it('gives 16 steps from dark (10) to light (160)', () => {
    const brand = buildBrandVariants(PALETTES.indigo);
    expect(Object.keys(brand).map(Number)).toEqual([...BRAND_STEPS]);
    for (let i = 1; i < BRAND_STEPS.length; i++) {
      expect(getLuminance(brand[BRAND_STEPS[i]!])).toBeGreaterThanOrEqual(
        getLuminance(brand[BRAND_STEPS[i - 1]!]),
      );
    }
    expect(brand[160]).toBe(PALETTES.indigo['50']);
    expect(brand[80]).toBe(PALETTES.indigo['700']);
  });

  it('keeps white text on step 80 readable (AA) even for a very light palette', () => {
    const pale = Object.fromEntries(
      SHADE_KEYS.map((k, i) => [
        k,
        [
          '#fffde7',
          '#fff9c4',
          '#fff59d',
          '#fff176',
          '#ffee58',
          '#ffeb3b',
          '#fdd835',
          '#fbc02d',
          '#f9a825',
          '#f57f17',
          '#e65100',
        ][i]!,
      ]),
    ) as Shades;
    const brand = buildBrandVariants(pale);
    expect(getContrastRatio(brand[80], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('generates a full shade set around one colour', () => {
    const shades = generateShades('#3366cc');
    expect(Object.keys(shades)).toEqual([...SHADE_KEYS]);
    expect(shades['500']).toBe('#3366cc');
    expect(getLuminance(shades['50'])).toBeGreaterThan(getLuminance(shades['950']));
  });
});

describe('buildTheme', () => {
  it('uses the preset palette (primary green, secondary blue, muted slate) without a profile', () => {
    const theme = buildTheme({ profile: null, tenantConfig: plain });
    expect(theme.brand).toEqual(buildBrandVariants(PALETTES.green));
    expect(theme.light.colorBrandBackground).toBe(PALETTES.green['700']);
    expect(theme.cssVariables['--color-secondary-500']).toBe(PALETTES.blue['500']);
    expect(theme.cssVariables['--color-muted-500']).toBe(PALETTES.slate['500']);
    expect(theme.cssVariables['--color-error-600']).toBe(PALETTES.red['600']);
    expect(theme.highContrast).toBe(false);
  });

  it('applies SPEC theme defaults: Inter Variable, rounded shape', () => {
    const theme = buildTheme({ profile: {}, tenantConfig: plain });
    expect(theme.fonts).toEqual({ sans: 'Inter Variable', heading: 'Inter Variable' });
    expect(theme.shape).toBe('rounded');
    expect(theme.light.fontFamilyBase).toBe(getFontStack('Inter Variable'));
    expect(theme.cssVariables['--radius-button']).toBe('9999px');
  });

  it('turns valid center shades into the brand and CSS variables', () => {
    const theme = buildTheme({
      profile: {
        primaryColorShades: JSON.stringify(PALETTES.violet),
        secondaryColorShades: PALETTES.rose,
        tertiaryColorShades: PALETTES.teal,
        mutedColor: '#777',
      },
      tenantConfig: plain,
    });
    expect(theme.light.colorBrandBackground).toBe(PALETTES.violet['700']);
    expect(theme.cssVariables['--color-primary-50']).toBe(PALETTES.violet['50']);
    expect(theme.cssVariables['--color-secondary-600']).toBe(PALETTES.rose['600']);
    expect(theme.cssVariables['--color-tertiary-300']).toBe(PALETTES.teal['300']);
    expect(theme.cssVariables['--color-muted-500']).toBe('#777777');
  });

  it('falls back to the preset for bad JSON, a missing key or a bad hex', () => {
    const missing: Record<string, string> = { ...PALETTES.violet };
    delete missing['300'];
    const cases: unknown[] = [
      '{"50": "#fff",',
      missing,
      { ...PALETTES.violet, '700': '#12' },
      { ...PALETTES.violet, '700': 'purple' },
    ];
    for (const primaryColorShades of cases) {
      const theme = buildTheme({
        profile: { primaryColorShades: primaryColorShades as Shades, primaryColor: '#6d28d9' },
        tenantConfig: plain,
      });
      expect(theme.brand, JSON.stringify(primaryColorShades)).toEqual(
        buildBrandVariants(PALETTES.green),
      );
    }
    const secondary = buildTheme({
      profile: { secondaryColorShades: 'nonsense' },
      tenantConfig: plain,
    });
    expect(secondary.cssVariables['--color-secondary-500']).toBe(PALETTES.blue['500']);
  });

  it('generates shades from a single colour only when no shade set is given', () => {
    const theme = buildTheme({ profile: { primaryColor: '#0369a1' }, tenantConfig: plain });
    expect(theme.cssVariables['--color-primary-500']).toBe('#0369a1');
  });

  it('gives the high-contrast tenant Fluent high-contrast colours, black page and white text', async () => {
    await loadHighContrastTheme();
    const theme = buildTheme({
      profile: { primaryColorShades: PALETTES.pink },
      tenantConfig: highContrastTenant,
    });
    expect(theme.highContrast).toBe(true);
    expect(theme.light.colorNeutralBackground1).toBe('#000000');
    expect(theme.light.colorNeutralForeground1).toBe('#ffffff');
    expect(theme.background).toBe('#000000');
    expect(theme.text).toBe('#ffffff');
    expect(
      getContrastRatio(theme.light.colorBrandBackground, theme.light.colorNeutralForegroundOnBrand),
    ).toBeGreaterThanOrEqual(7);
    // A placeholder is readable (AA) on the black page yet not the white of typed text.
    const placeholder = theme.light.colorNeutralForeground4;
    expect(placeholder).not.toBe(theme.light.colorNeutralForeground1);
    expect(getContrastRatio(placeholder, theme.background)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.light.colorNeutralForeground1, placeholder)).toBeGreaterThan(2);
  });

  it('uses the center background and text only when they are readable together', () => {
    const ok = buildTheme({
      profile: { backgroundColor: '#fefce8', textColor: '#1c1917' },
      tenantConfig: plain,
    });
    expect([ok.background, ok.text]).toEqual(['#fefce8', '#1c1917']);
    const unreadable = buildTheme({
      profile: { backgroundColor: '#ffffff', textColor: '#eeeeee' },
      tenantConfig: plain,
    });
    expect(unreadable.background).toBe('#ffffff');
    expect(unreadable.text).toBe(PALETTES.slate['900']);
  });

  it('takes fonts, shape and safe CSS variables from the theme config', () => {
    const theme = buildTheme({
      profile: {
        themeConfig: {
          defaultShape: 'square',
          fonts: { sans: 'Poppins', heading: 'Not A Font' },
          cssVariables: {
            '--header-height': '72px',
            color: 'red',
            '--evil': 'x; } body { display: none',
          },
        },
      },
      tenantConfig: plain,
    });
    expect(theme.fonts).toEqual({ sans: 'Poppins', heading: 'Inter Variable' });
    expect(theme.shape).toBe('square');
    expect(theme.light.borderRadiusMedium).toBe('0');
    expect(theme.cssVariables['--header-height']).toBe('72px');
    expect(theme.cssVariables.color).toBeUndefined();
    expect(theme.cssVariables['--evil']).toBeUndefined();
  });
});

describe('Cordaad Welzijn', () => {
  it('stands in as Nunito (a free rounded humanist sans), after the real face if a center has it', () => {
    expect(getFontStack('Cordaad Welzijn')).toMatch(/^'Cordaad Welzijn', 'Nunito Variable', /);
    expect(hasFontPackage('Cordaad Welzijn')).toBe(true);
    const theme = buildTheme({
      profile: { themeConfig: { fonts: { sans: 'Source Sans Pro', heading: 'Cordaad Welzijn' } } },
      tenantConfig: plain,
    });
    expect(theme.cssVariables['--font-heading']).toContain("'Nunito Variable'");
    expect(theme.cssVariables['--font-sans']).not.toContain('Nunito');
  });
});
