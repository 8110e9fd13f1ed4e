// Per-tenant configuration (SPEC section 1, DESIGN.md section 5): host names, app name and
// context, feature flags and display options. The seed writes these into the tenants table;
// the server serves them through /config.json; the browser reads them from there.

export const TENANT_NAMES = [
  'public',
  'demo',
  'oldebroek',
  'roermond',
  'meedoen',
  'cordaad',
] as const;
export type TenantName = (typeof TENANT_NAMES)[number];
export type AppContext = 'main' | 'meedoen';
/** How the header menu draws its tabs. */
export type MenuTabStyle = 'underline' | 'pill' | 'boxed';

export interface TenantFeatures {
  volunteerProfiles: boolean;
  activities: boolean;
  oneToOneHelp: boolean;
  /** Which name the one-to-one help feature goes by (Oldebroek calls it neighbour help). */
  oneToOneHelpName: 'one_to_one_help' | 'neighbour_help';
  centerSharing: boolean;
  multiLanguage: boolean;
}

export interface TenantConfig {
  name: TenantName;
  appName: string;
  appContext: AppContext;
  /** Host names (without port) that decide this tenant. */
  hosts: string[];
  features: TenantFeatures;
  display: { highContrast: boolean; menuTabStyle: MenuTabStyle };
  /** SPEC section 6: inactive users are not allowed to sign in. */
  allowInactiveUsers: boolean;
  /** SPEC section 6: moving organizations between parents (false in the base config). */
  allowOrganizationMove: boolean;
}

const base: Omit<TenantConfig, 'name' | 'appName' | 'appContext' | 'hosts'> = {
  features: {
    volunteerProfiles: true,
    activities: true,
    oneToOneHelp: false,
    oneToOneHelpName: 'one_to_one_help',
    centerSharing: false,
    multiLanguage: true,
  },
  display: { highContrast: false, menuTabStyle: 'underline' },
  allowInactiveUsers: false,
  allowOrganizationMove: false,
};

function tenant(
  name: TenantName,
  appName: string,
  options: {
    appContext?: AppContext;
    hosts?: string[];
    features?: Partial<TenantFeatures>;
    display?: Partial<TenantConfig['display']>;
    allowOrganizationMove?: boolean;
  } = {},
): TenantConfig {
  const appContext = options.appContext ?? 'main';
  return {
    ...base,
    name,
    appName,
    appContext,
    hosts: options.hosts ?? [`${name}.localhost`],
    features: {
      ...base.features,
      // SPEC: center sharing is on for the public tenant when not meedoen, and for cordaad.
      centerSharing: name === 'cordaad' || (name === 'public' && appContext !== 'meedoen'),
      ...options.features,
    },
    display: { ...base.display, ...options.display },
    allowOrganizationMove: options.allowOrganizationMove ?? base.allowOrganizationMove,
  };
}

export const TENANT_CONFIGS: Record<TenantName, TenantConfig> = {
  // localhost and 127.0.0.1 stay unmapped: there the visitor picks a partner on /switch.
  public: tenant('public', 'Volunteerly', { display: { menuTabStyle: 'boxed' } }),
  demo: tenant('demo', 'Volunteerly Demo', { features: { oneToOneHelp: true } }),
  oldebroek: tenant('oldebroek', 'Vrijwilligerswerk Oldebroek', {
    features: { oneToOneHelp: true, oneToOneHelpName: 'neighbour_help' },
    display: { menuTabStyle: 'pill' },
  }),
  roermond: tenant('roermond', 'Vrijwilligersplein Roermond', {
    features: { activities: false },
    display: { highContrast: true },
  }),
  meedoen: tenant('meedoen', 'Meedoen', {
    appContext: 'meedoen',
    features: { volunteerProfiles: false, activities: false, multiLanguage: false },
  }),
  cordaad: tenant('cordaad', 'Cordaad Vrijwilligerswerk', {
    hosts: ['cordaad.localhost', 'leidschendam.cordaad.localhost'],
    allowOrganizationMove: true,
  }),
};

export function isTenantName(value: unknown): value is TenantName {
  return typeof value === 'string' && (TENANT_NAMES as readonly string[]).includes(value);
}

/** A Host header or host name as the tenant and center maps hold it: lower case, no port. */
export function bareHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

/** The tenant a host name decides (port ignored), or null when the host is not mapped. */
export function findTenantByHost(host: string): TenantName | null {
  const bare = bareHost(host);
  for (const config of Object.values(TENANT_CONFIGS)) {
    if (config.hosts.includes(bare)) return config.name;
  }
  return null;
}

/** The host that SPEC's navigation guard sends to /gelderse-handen. */
export const GELDERSE_HANDEN_HOSTS = ['geldersehanden.localhost'];
