import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../common/boot-data';
import type { PublicConfig } from '../../common/public-config';
import { bootCenterDocument, takeBootData } from './boot-data';
import { currentCenterFromDocument } from './center';
import type { TenantContext } from './tenant';

const config = { defaultTenant: 'demo', apiBaseUrl: '/api/v1' } as unknown as PublicConfig;
const document_ = {
  data: {
    type: 'volunteer_centers',
    id: 'c1',
    attributes: { name: 'Centrale' },
    relationships: { profile: { data: { type: 'center_profiles', id: 'p1' } } },
  },
  included: [
    {
      type: 'center_profiles',
      id: 'p1',
      attributes: { name: 'Vrijwilligerscentrale', gtag_id: 'G-1' },
    },
  ],
};
const boot: BootData = { config, center: { tenant: 'demo', centerId: 'c1', document: document_ } };
const tenant = { tenant: 'demo', centerId: 'c1' } as TenantContext;

function addElement(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove());

describe('takeBootData', () => {
  it('reads the element once and removes it', () => {
    addElement(JSON.stringify(boot));
    expect(takeBootData()).toEqual(boot);
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(takeBootData()).toBeNull();
  });

  it('is null without the element (a worker-served page) or with unreadable data', () => {
    expect(takeBootData()).toBeNull();
    addElement('{not json');
    expect(takeBootData()).toBeNull();
    addElement(JSON.stringify({ config: { nothing: true }, center: null }));
    expect(takeBootData()).toBeNull();
  });
});

describe('bootCenterDocument', () => {
  it('gives the center only for the tenant and center the app resolved', () => {
    expect(bootCenterDocument(boot, tenant)).toBe(document_);
    expect(bootCenterDocument(boot, { ...tenant, centerId: 'c2' })).toBeNull();
    expect(bootCenterDocument(boot, { ...tenant, tenant: 'cordaad' } as TenantContext)).toBeNull();
    expect(bootCenterDocument({ config, center: null }, tenant)).toBeNull();
    expect(bootCenterDocument(null, tenant)).toBeNull();
  });

  it('becomes the same center the query reads from the endpoint', () => {
    const center = currentCenterFromDocument(document_);
    expect(center).toMatchObject({
      id: 'c1',
      name: 'Centrale',
      profile: { id: 'p1', name: 'Vrijwilligerscentrale', gtagId: 'G-1' },
    });
    const withoutProfile = currentCenterFromDocument({
      data: { type: 'volunteer_centers', id: 'c1', attributes: { name: 'Centrale' } },
    });
    expect(withoutProfile.profile).toBeNull();
  });
});
