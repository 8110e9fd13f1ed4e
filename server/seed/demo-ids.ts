// Fixed UUIDs for the demo data, so that seeding twice changes nothing and tests, e2e specs and
// bookmarks can name a demo row. The first digit is the tenant, the fourth group the kind.
import type { TenantName } from '../../common/tenants/tenant-configs';

const TENANT_DIGIT: Record<TenantName, number> = {
  public: 1,
  demo: 2,
  oldebroek: 3,
  roermond: 4,
  meedoen: 5,
  cordaad: 6,
};

const KIND = {
  center: '8000',
  centerProfile: '8100',
  organization: '8200',
  address: '8300',
  organizationProfile: '8400',
  // The matching core. The fourth group stays 8xxx-bxxx: a valid RFC 4122 variant.
  tag: '9000',
  vacancy: '9100',
  vacancyAddress: '9200',
  vacancyQuestion: '9300',
  application: '9400',
  applicationEvent: '9500',
  conversation: '9600',
  conversationParticipant: '9700',
  message: '9800',
  notification: '9900',
  // The center's own website.
  page: 'a920',
  menuItem: 'a930',
  // The center's own forms.
  form: 'a940',
  formVersion: 'a950',
  formSubmission: 'a960',
  // The volunteer role of a tenant's past volunteers (demo-history.ts).
  historyRole: 'a970',
} as const;

export function buildDemoId(tenant: TenantName, kind: keyof typeof KIND, n: number): string {
  return `${TENANT_DIGIT[tenant]}0000000-0000-4000-${KIND[kind]}-${String(n).padStart(12, '0')}`;
}

/** The demo centers' ids (cordaad has two partner centers). */
export const DEMO_CENTER_IDS = {
  public: buildDemoId('public', 'center', 1),
  demo: buildDemoId('demo', 'center', 1),
  oldebroek: buildDemoId('oldebroek', 'center', 1),
  roermond: buildDemoId('roermond', 'center', 1),
  meedoen: buildDemoId('meedoen', 'center', 1),
  cordaadVoorburg: buildDemoId('cordaad', 'center', 1),
  cordaadLeidschendam: buildDemoId('cordaad', 'center', 2),
} as const;
