// Each demo center as an organisation: its office address, contact data, KvK number (fictional,
// in the 8-digit format), the footer's columns of links and its social links. Addresses are real
// streets in the center's place; numbers, phones and KvK numbers are made up.
import type { FooterColumn, SocialLink } from '../../common/schemas/content';

interface CenterSite {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  kvkNumber: string;
  footerColumns: FooterColumn[];
  socialLinks: SocialLink[];
}

/** The columns every demo center starts with: what volunteers and organizations look for. */
function standardColumns(extra: FooterColumn[] = []): FooterColumn[] {
  return [
    {
      titleNl: 'Vrijwilligers',
      titleEn: 'Volunteers',
      links: [
        { labelNl: 'Vacatures zoeken', labelEn: 'Find vacancies', href: '/vacancies/search' },
        { labelNl: 'Activiteiten', labelEn: 'Activities', href: '/activiteitenkalender' },
        { labelNl: 'Aanmelden', labelEn: 'Sign up', href: '/signup' },
      ],
    },
    {
      titleNl: 'Organisaties',
      titleEn: 'Organizations',
      links: [
        {
          labelNl: 'Organisatie aanmelden',
          labelEn: 'Register an organization',
          href: '/organizations/signup',
        },
        { labelNl: 'Sociale kaart', labelEn: 'Social map', href: '/sociale-kaart' },
      ],
    },
    ...extra,
  ];
}

function socials(handle: string): SocialLink[] {
  return [
    { network: 'facebook', url: `https://www.facebook.com/${handle}` },
    { network: 'instagram', url: `https://www.instagram.com/${handle}` },
    { network: 'linkedin', url: `https://www.linkedin.com/company/${handle}` },
  ];
}

export const DEMO_CENTER_SITES: Record<string, CenterSite> = {
  volunteerly: {
    street: 'Oudegracht',
    houseNumber: '120',
    postcode: '3511 AW',
    city: 'Utrecht',
    phone: '030 123 4567',
    email: 'info@volunteerly.voorbeeld.nl',
    website: 'https://www.volunteerly.voorbeeld.nl',
    kvkNumber: '71234560',
    footerColumns: standardColumns(),
    socialLinks: socials('volunteerlynl'),
  },
  'vrijwilligerscentrale-demo': {
    street: 'Stationsplein',
    houseNumber: '4',
    postcode: '3818 LE',
    city: 'Amersfoort',
    phone: '033 765 4321',
    email: 'info@vrijwilligerscentrale-demo.voorbeeld.nl',
    website: 'https://www.vrijwilligerscentrale-demo.voorbeeld.nl',
    kvkNumber: '72345671',
    footerColumns: standardColumns([
      {
        titleNl: 'Meer weten',
        titleEn: 'Learn more',
        links: [
          {
            labelNl: 'Vrijwilligerswerk.nl',
            labelEn: 'Vrijwilligerswerk.nl',
            href: 'https://www.vrijwilligerswerk.nl',
          },
          { labelNl: 'Nieuws', labelEn: 'News', href: '/nieuws' },
        ],
      },
    ]),
    socialLinks: socials('vrijwilligerscentraledemo'),
  },
  'vrijwilligerscentrale-oldebroek': {
    street: 'Zuiderzeestraatweg',
    houseNumber: '180',
    postcode: '8096 CJ',
    city: 'Oldebroek',
    phone: '0525 63 12 34',
    email: 'info@vrijwilligerswerkoldebroek.voorbeeld.nl',
    website: 'https://www.vrijwilligerswerkoldebroek.voorbeeld.nl',
    kvkNumber: '73456782',
    footerColumns: standardColumns([
      {
        titleNl: 'Burenhulp',
        titleEn: 'Neighbour help',
        links: [{ labelNl: 'Hulp vragen', labelEn: 'Ask for help', href: '/een-op-een-hulp' }],
      },
    ]),
    socialLinks: socials('vrijwilligerswerkoldebroek').slice(0, 2),
  },
  'vrijwilligersplein-roermond': {
    street: 'Markt',
    houseNumber: '27',
    postcode: '6041 EM',
    city: 'Roermond',
    phone: '0475 33 44 55',
    email: 'info@vrijwilligerspleinroermond.voorbeeld.nl',
    website: 'https://www.vrijwilligerspleinroermond.voorbeeld.nl',
    kvkNumber: '74567893',
    footerColumns: standardColumns().map((c) => ({
      ...c,
      links: c.links.filter((l) => l.href !== '/activiteitenkalender'),
    })),
    socialLinks: [
      { network: 'facebook', url: 'https://www.facebook.com/vrijwilligerspleinroermond' },
    ],
  },
  'steunpunt-meedoen': {
    street: 'Lange Nieuwstraat',
    houseNumber: '7',
    postcode: '3512 PA',
    city: 'Utrecht',
    phone: '030 987 6543',
    email: 'info@steunpuntmeedoen.voorbeeld.nl',
    website: 'https://www.steunpuntmeedoen.voorbeeld.nl',
    kvkNumber: '75678904',
    footerColumns: standardColumns(),
    socialLinks: [
      { network: 'instagram', url: 'https://www.instagram.com/steunpuntmeedoen' },
      { network: 'whatsapp', url: 'https://wa.me/31612345678' },
    ],
  },
  'cordaad-voorburg': {
    street: 'Herenstraat',
    houseNumber: '15',
    postcode: '2271 CB',
    city: 'Voorburg',
    phone: '070 320 12 34',
    email: 'vrijwilligerswerk@cordaad.voorbeeld.nl',
    website: 'https://www.cordaad.voorbeeld.nl',
    kvkNumber: '76789015',
    footerColumns: standardColumns(),
    socialLinks: socials('cordaadwelzijn'),
  },
  'cordaad-leidschendam': {
    street: 'Damplein',
    houseNumber: '1',
    postcode: '2265 AA',
    city: 'Leidschendam',
    phone: '070 320 56 78',
    email: 'leidschendam@cordaad.voorbeeld.nl',
    website: 'https://www.cordaad.voorbeeld.nl',
    kvkNumber: '76789015',
    footerColumns: standardColumns(),
    socialLinks: socials('cordaadwelzijn'),
  },
};
