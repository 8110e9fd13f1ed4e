// The demo tenants must be told apart at a glance, not only by colour: each tenant's own center
// differs from every other tenant's in at least two of hero style, card style, corner shape and
// heading font. Each center is also an organisation with an address and a footer.
import { describe, expect, it } from 'vitest';
import { TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { object } from 'yup';
import { CENTER_SITE_WRITABLE, centerSiteFields } from '../../common/schemas/center-site';
import { buildCenterProfileRow, DEMO_CENTERS } from './demo-centers';

function lookOf(tenant: string) {
  const center = DEMO_CENTERS.find((c) => c.tenant === tenant && c.isDefault);
  if (!center) throw new Error(`no default demo center for ${tenant}`);
  const config = center.profile.themeConfig;
  return {
    heroStyle: config.heroStyle,
    cardStyle: config.cardStyle,
    shape: config.defaultShape,
    font: config.fonts?.heading,
  };
}

describe('demo centers', () => {
  it('each choose every part of the look explicitly', () => {
    for (const center of DEMO_CENTERS) {
      const c = center.profile.themeConfig;
      expect([
        c.heroStyle,
        c.cardStyle,
        c.defaultShape,
        c.heroIllustration,
        c.fonts?.heading,
      ]).not.toContain(undefined);
    }
  });

  it.each(TENANT_NAMES.flatMap((a, i) => TENANT_NAMES.slice(i + 1).map((b) => [a, b] as const)))(
    '%s and %s differ in at least two of hero, card, shape and font',
    (a, b) => {
      const left = lookOf(a);
      const right = lookOf(b);
      const differing = (Object.keys(left) as (keyof typeof left)[]).filter(
        (key) => left[key] !== right[key],
      );
      expect(
        differing.length,
        `${a} vs ${b}: ${JSON.stringify({ left, right })}`,
      ).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('the demo centers as organisations', () => {
  it.each(DEMO_CENTERS.map((c) => [c.slug, c] as const))(
    '%s has an address, contact data, a footer and social links the settings pages accept',
    async (_slug, center) => {
      const row = buildCenterProfileRow(center);
      expect(row.footerColumns?.length).toBeGreaterThan(0);
      expect(row.city).toBeTruthy();
      const attributes = Object.fromEntries(CENTER_SITE_WRITABLE.map((k) => [k, row[k]]));
      await expect(object(centerSiteFields).validate(attributes)).resolves.toBeTruthy();
    },
  );
});
