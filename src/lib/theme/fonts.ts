// Loads only the fonts the tenant's theme names (DESIGN.md section 9): each @fontsource package
// is a separate CSS chunk fetched on demand, so unused fonts cost nothing.
import type { FontName } from '../../../common/centers';

type Loader = () => Promise<unknown>;

/**
 * Verdana is a system font (no package). Cordaad Welzijn, Cordaad's own face, is not free and ships
 * in no package: its stand-in Nunito loads instead (see FONT_STAND_INS in build-theme.ts).
 */
const FONT_LOADERS: Record<FontName, Loader | null> = {
  'Cordaad Welzijn': () => import('@fontsource-variable/nunito'),
  'Fira Code Variable': () => import('@fontsource-variable/fira-code'),
  'Inter Variable': () => import('@fontsource-variable/inter'),
  'Karla Variable': () => import('@fontsource-variable/karla'),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/400.css'),
      import('@fontsource/poppins/600.css'),
      import('@fontsource/poppins/700.css'),
    ]),
  Roboto: () =>
    Promise.all([
      import('@fontsource/roboto/400.css'),
      import('@fontsource/roboto/500.css'),
      import('@fontsource/roboto/700.css'),
    ]),
  'Rubik Variable': () => import('@fontsource-variable/rubik'),
  'Source Sans Pro': () =>
    Promise.all([
      import('@fontsource/source-sans-pro/400.css'),
      import('@fontsource/source-sans-pro/600.css'),
      import('@fontsource/source-sans-pro/700.css'),
    ]),
  Verdana: null,
  'Work Sans Variable': () => import('@fontsource-variable/work-sans'),
  'Quicksand Variable': () => import('@fontsource-variable/quicksand'),
};

const loaded = new Map<FontName, Promise<void>>();

/** True when the font comes from a package (and so is fetched by loadFonts). */
export function hasFontPackage(font: FontName): boolean {
  return FONT_LOADERS[font] !== null;
}

/** Loads each named font once; a failed load is forgotten so a later call can retry. */
export function loadFonts(fonts: readonly FontName[]): Promise<void> {
  const jobs = [...new Set(fonts)].map((font) => {
    const existing = loaded.get(font);
    if (existing) return existing;
    const loader = FONT_LOADERS[font];
    const job = loader
      ? loader().then(
          () => undefined,
          () => {
            loaded.delete(font);
          },
        )
      : Promise.resolve();
    loaded.set(font, job);
    return job;
  });
  return Promise.all(jobs).then(() => undefined);
}
