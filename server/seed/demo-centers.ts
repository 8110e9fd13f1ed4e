// The demo volunteer centers and their profiles: one per tenant, two partner centers for
// cordaad, each with its own colours, fonts, logo and favicon (public/brand/<slug>/), and its own
// storefront look: every tenant differs from every other in at least two of hero style, card
// style, corner shape and heading font (demo-centers.test.ts), so they are told apart at a glance.
import { DEMO_CENTER_SITES } from './demo-center-site';
import type { Shades, ThemeConfig } from '../../common/centers';
import type { TenantName } from '../../common/tenants/tenant-configs';
import { buildDemoId } from './demo-ids';
import { PALETTES } from './palettes';

export interface DemoCenter {
  tenant: TenantName;
  /** 1-based number within the tenant; decides the fixed ids. */
  n: number;
  name: string;
  slug: string;
  hosts: string[];
  isDefault: boolean;
  profile: {
    primary: Shades;
    secondary?: Shades;
    tertiary?: Shades;
    /** Which shade is the primary colour (darker for tenants that need more contrast). */
    primaryShade?: '600' | '700';
    mutedColor?: string;
    backgroundColor?: string;
    textColor?: string;
    gtagId?: string;
    themeConfig: ThemeConfig;
    footerText: string;
    contact: { name: string; role: string; email: string; phone: string };
  };
}

export const DEMO_CENTERS: DemoCenter[] = [
  {
    tenant: 'public',
    n: 1,
    name: 'Volunteerly Nederland',
    slug: 'volunteerly',
    hosts: ['public.localhost'],
    isDefault: true,
    profile: {
      primary: PALETTES.indigo,
      secondary: PALETTES.sky,
      mutedColor: PALETTES.slate['500'],
      themeConfig: {
        defaultShape: 'rounded',
        heroStyle: 'split',
        cardStyle: 'image-top',
        heroIllustration: 'together',
        fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
        cssVariables: {},
      },
      footerText: 'Volunteerly brengt vrijwilligers en organisaties in heel Nederland bij elkaar.',
      contact: {
        name: 'Sanne de Vries',
        role: 'Coördinator',
        email: 'info@volunteerly.voorbeeld.nl',
        phone: '030 123 4567',
      },
    },
  },
  {
    tenant: 'demo',
    n: 1,
    name: 'Vrijwilligerscentrale Demo',
    slug: 'vrijwilligerscentrale-demo',
    hosts: ['demo.localhost'],
    isDefault: true,
    profile: {
      primary: PALETTES.teal,
      secondary: PALETTES.emerald,
      mutedColor: PALETTES.slate['500'],
      gtagId: 'G-DEMO12345',
      themeConfig: {
        defaultShape: 'pill',
        heroStyle: 'band',
        cardStyle: 'image-top',
        heroIllustration: 'neighbourhood',
        fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
        cssVariables: { '--header-height': '4rem' },
      },
      footerText: 'Vrijwilligerscentrale Demo: hier probeer je alles uit zonder dat het echt telt.',
      contact: {
        name: 'Joris Bakker',
        role: 'Consulent vrijwilligerswerk',
        email: 'joris@demo.voorbeeld.nl',
        phone: '030 765 4321',
      },
    },
  },
  {
    tenant: 'oldebroek',
    n: 1,
    name: 'Vrijwilligerscentrale Oldebroek',
    slug: 'vrijwilligerscentrale-oldebroek',
    hosts: ['oldebroek.localhost'],
    isDefault: true,
    profile: {
      primary: PALETTES.forest,
      secondary: PALETTES.amber,
      mutedColor: PALETTES.stone['500'],
      backgroundColor: '#f7faf8',
      textColor: '#1a3c2a',
      themeConfig: {
        defaultShape: 'rounded',
        heroStyle: 'photo',
        cardStyle: 'image-side',
        heroIllustration: 'garden',
        fonts: { sans: 'Inter Variable', heading: 'Karla Variable' },
        cssVariables: { '--card-radius': '0.75rem' },
      },
      footerText: 'Samen maken we Oldebroek, Wezep, Hattemerbroek, Oosterwolde en ’t Loo sterker.',
      contact: {
        name: 'Gerrit van den Berg',
        role: 'Coördinator vrijwilligerswerk',
        email: 'vrijwilligers@oldebroek.voorbeeld.nl',
        phone: '0525 63 12 00',
      },
    },
  },
  {
    tenant: 'roermond',
    n: 1,
    name: 'Vrijwilligersplein Roermond',
    slug: 'vrijwilligersplein-roermond',
    hosts: ['roermond.localhost'],
    isDefault: true,
    profile: {
      primary: PALETTES.red,
      primaryShade: '700',
      backgroundColor: '#ffffff',
      textColor: '#111827',
      themeConfig: {
        defaultShape: 'square',
        heroStyle: 'band',
        cardStyle: 'image-side',
        heroIllustration: 'reading',
        fonts: { sans: 'Verdana', heading: 'Verdana' },
        cssVariables: {},
      },
      footerText: 'Vrijwilligersplein Roermond: vrijwilligerswerk in Roermond, Maasniel en Herten.',
      contact: {
        name: 'Maud Hermans',
        role: 'Makelaar vrijwilligerswerk',
        email: 'info@vrijwilligersplein.voorbeeld.nl',
        phone: '0475 35 00 00',
      },
    },
  },
  {
    tenant: 'meedoen',
    n: 1,
    name: 'Steunpunt Meedoen',
    slug: 'steunpunt-meedoen',
    hosts: ['meedoen.localhost'],
    isDefault: true,
    profile: {
      primary: PALETTES.orange,
      secondary: PALETTES.indigo,
      mutedColor: PALETTES.stone['500'],
      themeConfig: {
        defaultShape: 'pill',
        heroStyle: 'photo',
        cardStyle: 'image-top',
        heroIllustration: 'together',
        fonts: { sans: 'Poppins', heading: 'Rubik Variable' },
        cssVariables: {},
      },
      footerText: 'Meedoen: iedereen hoort erbij. Kijk wat je samen met anderen kunt doen.',
      contact: {
        name: 'Fatima El Amrani',
        role: 'Buurtcoach',
        email: 'meedoen@steunpunt.voorbeeld.nl',
        phone: '038 420 10 10',
      },
    },
  },
  {
    tenant: 'cordaad',
    n: 1,
    name: 'Cordaad Welzijn Voorburg',
    slug: 'cordaad-voorburg',
    hosts: ['cordaad.localhost'],
    isDefault: true,
    profile: {
      primary: PALETTES.purple,
      primaryShade: '700',
      secondary: PALETTES.amber,
      tertiary: PALETTES.rose,
      mutedColor: PALETTES.slate['500'],
      themeConfig: {
        defaultShape: 'rounded',
        heroStyle: 'split',
        cardStyle: 'image-side',
        heroIllustration: 'reading',
        fonts: { sans: 'Source Sans Pro', heading: 'Cordaad Welzijn' },
        cssVariables: {},
      },
      footerText: 'Cordaad Welzijn Voorburg, partner in Vrijwilligerswerk Leidschendam-Voorburg.',
      contact: {
        name: 'Annemiek Verhoeven',
        role: 'Consulent vrijwillige inzet',
        email: 'vrijwilligerswerk@cordaad.voorbeeld.nl',
        phone: '070 300 05 00',
      },
    },
  },
  {
    tenant: 'cordaad',
    n: 2,
    name: 'Cordaad Welzijn Leidschendam',
    slug: 'cordaad-leidschendam',
    hosts: ['leidschendam.cordaad.localhost'],
    isDefault: false,
    profile: {
      primary: PALETTES.violet,
      primaryShade: '700',
      secondary: PALETTES.sky,
      tertiary: PALETTES.rose,
      mutedColor: PALETTES.slate['500'],
      themeConfig: {
        defaultShape: 'rounded',
        heroStyle: 'split',
        cardStyle: 'image-side',
        heroIllustration: 'garden',
        fonts: { sans: 'Source Sans Pro', heading: 'Cordaad Welzijn' },
        cssVariables: {},
      },
      footerText:
        'Cordaad Welzijn Leidschendam, partner in Vrijwilligerswerk Leidschendam-Voorburg.',
      contact: {
        name: 'Rachid Bouzian',
        role: 'Consulent vrijwillige inzet',
        email: 'leidschendam@cordaad.voorbeeld.nl',
        phone: '070 300 05 10',
      },
    },
  },
];

export function buildCenterRow(center: DemoCenter) {
  return {
    tenantId: center.tenant,
    id: buildDemoId(center.tenant, 'center', center.n),
    name: center.name,
    slug: center.slug,
    hosts: center.hosts,
    isDefault: center.isDefault,
  };
}

export function buildCenterProfileRow(center: DemoCenter) {
  const p = center.profile;
  return {
    tenantId: center.tenant,
    id: buildDemoId(center.tenant, 'centerProfile', center.n),
    centerId: buildDemoId(center.tenant, 'center', center.n),
    name: center.name,
    faviconUrl: `/brand/${center.slug}/favicon.svg`,
    websiteLogoUrl: `/brand/${center.slug}/logo.svg`,
    primaryColor: p.primary[p.primaryShade ?? '600'],
    primaryColorShades: p.primary,
    secondaryColor: p.secondary?.['600'] ?? null,
    secondaryColorShades: p.secondary ?? null,
    tertiaryColor: p.tertiary?.['500'] ?? null,
    tertiaryColorShades: p.tertiary ?? null,
    mutedColor: p.mutedColor ?? null,
    backgroundColor: p.backgroundColor ?? null,
    textColor: p.textColor ?? null,
    gtagId: p.gtagId ?? null,
    themeConfig: p.themeConfig,
    footerText: p.footerText,
    contactPersonName: p.contact.name,
    contactPersonRole: p.contact.role,
    contactPersonEmail: p.contact.email,
    contactPersonPhone: p.contact.phone,
    ...DEMO_CENTER_SITES[center.slug],
  };
}
