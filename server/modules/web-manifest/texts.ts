// The manifest's words in both languages. They live here rather than in i18n/*.json: the browser
// reads them from the manifest, never through the app's messages (names follow the app's route
// titles: route.vacancySearch, route.applications, route.calendar).
import type { Locale } from '../../../common/constants';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { ShortcutName } from './assets';

interface ManifestTexts {
  description: (centerName: string | null) => string;
  shortcuts: Record<ShortcutName, { name: string; shortName: string; description: string }>;
  screenshots: { wide: string; narrow: string };
}

export const MANIFEST_TEXTS: Record<Locale, ManifestTexts> = {
  nl: {
    description: (center) =>
      `Vind vrijwilligerswerk dat bij je past${center ? ` via ${center}` : ''}: zoek vacatures, reageer meteen en houd je reacties en activiteiten bij, ook zonder internet.`,
    shortcuts: {
      vacancies: {
        name: 'Vacatures zoeken',
        shortName: 'Vacatures',
        description: 'Zoek vrijwilligerswerk bij jou in de buurt',
      },
      applications: {
        name: 'Mijn reacties',
        shortName: 'Reacties',
        description: 'Bekijk je reacties op vacatures',
      },
      calendar: {
        name: 'Activiteitenkalender',
        shortName: 'Kalender',
        description: 'Bekijk activiteiten en doe mee',
      },
    },
    screenshots: {
      wide: 'De startpagina op een computer: vrijwilligerswerk zoeken',
      narrow: 'De startpagina op een telefoon: vrijwilligerswerk zoeken',
    },
  },
  en: {
    description: (center) =>
      `Find volunteer work that suits you${center ? ` with ${center}` : ''}: search vacancies, apply right away and keep track of your applications and activities, even offline.`,
    shortcuts: {
      vacancies: {
        name: 'Search vacancies',
        shortName: 'Vacancies',
        description: 'Find volunteer work near you',
      },
      applications: {
        name: 'My applications',
        shortName: 'Applications',
        description: 'See your applications for vacancies',
      },
      calendar: {
        name: 'Activity calendar',
        shortName: 'Calendar',
        description: 'See activities and join in',
      },
    },
    screenshots: {
      wide: 'The home page on a computer: finding volunteer work',
      narrow: 'The home page on a phone: finding volunteer work',
    },
  },
};

/**
 * The name under the icon on a home screen (at most 12 characters, where launchers cut off
 * longer names): the app name when it fits, else its distinctive part, mostly the place.
 */
export const SHORT_NAMES: Record<TenantName, string> = {
  public: 'Volunteerly',
  demo: 'Demo',
  oldebroek: 'Oldebroek',
  roermond: 'Roermond',
  meedoen: 'Meedoen',
  cordaad: 'Cordaad',
};

export const SHORT_NAME_MAX = 12;

/** A short name for any app name: the whole name if it fits, else its words cut to fit. */
export function shortenAppName(appName: string): string {
  const name = appName.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  const words = name.split(/\s+/);
  const fitting = [...words].reverse().find((w) => w.length <= SHORT_NAME_MAX);
  return fitting ?? name.slice(0, SHORT_NAME_MAX);
}
