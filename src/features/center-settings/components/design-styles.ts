// The design page's layout: the form's cards beside a sticky preview from 1024px, the sticky
// save bar; shared by the page and its form sections.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useDesignStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  intro: { margin: 0 },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    minWidth: 0,
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  pair: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
  },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    '@media (min-width: 1024px)': { position: 'sticky', top: '88px' },
  },
  actions: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow8,
    zIndex: 1,
  },
});
