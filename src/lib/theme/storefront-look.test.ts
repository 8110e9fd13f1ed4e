import { describe, expect, it } from 'vitest';
import { TENANT_CONFIGS } from '../../../common/tenants/tenant-configs';
import { buildTheme } from './build-theme';
import { resolveStorefrontLook } from './storefront-look';

describe('resolveStorefrontLook', () => {
  it('gives the defaults when the center sets nothing', () => {
    expect(resolveStorefrontLook(null)).toEqual({
      heroStyle: 'band',
      cardStyle: 'image-top',
      heroIllustration: 'neighbourhood',
      shape: 'rounded',
      cardRadius: '12px',
    });
  });

  it('takes what the theme config chooses, and the card radius follows the shape', () => {
    expect(
      resolveStorefrontLook({
        defaultShape: 'square',
        heroStyle: 'photo',
        cardStyle: 'image-side',
        heroIllustration: 'reading',
      }),
    ).toEqual({
      heroStyle: 'photo',
      cardStyle: 'image-side',
      heroIllustration: 'reading',
      shape: 'square',
      cardRadius: '0',
    });
    expect(resolveStorefrontLook({ defaultShape: 'pill' }).cardRadius).toBe('24px');
  });

  it('ignores values it does not know (an old or hand-edited profile)', () => {
    const look = resolveStorefrontLook({
      heroStyle: 'carousel',
      cardStyle: 'image-below',
      heroIllustration: 'moon',
      defaultShape: 'blob',
    } as never);
    expect(look).toEqual(resolveStorefrontLook(null));
  });

  it('travels with the built theme, with the card radius and illustration colours as variables', () => {
    const theme = buildTheme({
      profile: { themeConfig: { defaultShape: 'pill', heroStyle: 'split' } },
      tenantConfig: TENANT_CONFIGS.demo,
    });
    expect(theme.look).toMatchObject({ heroStyle: 'split', shape: 'pill' });
    expect(theme.cssVariables['--radius-card']).toBe('24px');
    for (const slot of ['bg', 'p', 'pl', 's', 'sl', 'm', 'd']) {
      expect(theme.cssVariables[`--ill-${slot}`]).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(theme.cssVariables['--ill-p']).toBe(theme.cssVariables['--color-primary-600']);
  });
});
