// /instellingen: everything a coordinator sets up for the center's own website in one place, each
// as a card that says what is set now (or that nothing is yet) and leads to its page.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  DocumentTextRegular,
  FormRegular,
  ImageMultipleRegular,
  NavigationRegular,
  NewsRegular,
  PaintBrushRegular,
  PersonRegular,
  TextAlignLeftRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { AppLink } from '../../../components/app-link';
import type { CenterProfile } from '../../../lib/center';
import { useT, type Translate } from '../../../lib/use-t';
import { SettingsFrame } from '../components/settings-frame';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow4 },
  },
  icon: {
    gridRow: '1 / span 2',
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    fontSize: '22px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  state: { color: tokens.colorNeutralForeground2 },
});

interface Card {
  id: string;
  href: string;
  icon: ReactElement;
  /** What is set now, in a few words. */
  state: string;
}

function centerCards(profile: CenterProfile | null, t: Translate): Card[] {
  const address = [
    [profile?.street, profile?.houseNumber].filter(Boolean).join(' '),
    profile?.city,
  ].filter(Boolean);
  const columns = profile?.footerColumns?.length ?? 0;
  const socials = profile?.socialLinks?.length ?? 0;
  return [
    {
      id: 'design',
      href: '/instellingen/design',
      icon: <PaintBrushRegular />,
      state: t('settings.card.design.state'),
    },
    {
      id: 'organization',
      href: '/instellingen/organisatie',
      icon: <BuildingRegular />,
      state: address.length > 0 ? address.join(', ') : t('settings.card.organization.empty'),
    },
    {
      id: 'footer',
      href: '/instellingen/footer',
      icon: <TextAlignLeftRegular />,
      state:
        columns + socials > 0 || profile?.footerText
          ? t('settings.card.footer.state', { columns, socials })
          : t('settings.card.footer.empty'),
    },
    {
      id: 'contactPerson',
      href: '/instellingen/contact-person',
      icon: <PersonRegular />,
      state: profile?.contactPersonName
        ? [profile.contactPersonName, profile.contactPersonRole].filter(Boolean).join(', ')
        : t('settings.card.contactPerson.empty'),
    },
  ];
}

const WEBSITE_CARDS: Omit<Card, 'state'>[] = [
  { id: 'pages', href: '/content', icon: <DocumentTextRegular /> },
  { id: 'menus', href: '/content/menu-items', icon: <NavigationRegular /> },
  { id: 'news', href: '/content/news', icon: <NewsRegular /> },
  { id: 'media', href: '/content/file-upload', icon: <ImageMultipleRegular /> },
  { id: 'forms', href: '/form_builder', icon: <FormRegular /> },
];

function CardList({ cards, labelledBy }: { cards: Card[]; labelledBy: string }) {
  const styles = useStyles();
  const t = useT();
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {cards.map((card) => (
        <li key={card.id}>
          <AppLink href={card.href} className={styles.card}>
            <span className={styles.icon} aria-hidden>
              {card.icon}
            </span>
            <span className={styles.name}>{t(`settings.card.${card.id}.title`)}</span>
            <Text className={styles.state}>{card.state}</Text>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export default function SettingsPage() {
  const styles = useStyles();
  const t = useT();
  return (
    <SettingsFrame title={t('route.settings')} intro={t('settings.intro')} overview>
      {(profile) => (
        <>
          <section className={styles.section} aria-labelledby="settings-center">
            <h2 id="settings-center" className={styles.h2}>
              {t('settings.section.center')}
            </h2>
            <CardList cards={centerCards(profile, t)} labelledBy="settings-center" />
          </section>
          <section className={styles.section} aria-labelledby="settings-website">
            <h2 id="settings-website" className={styles.h2}>
              {t('settings.section.website')}
            </h2>
            <CardList
              cards={WEBSITE_CARDS.map((c) => ({ ...c, state: t(`settings.card.${c.id}.state`) }))}
              labelledBy="settings-website"
            />
          </section>
        </>
      )}
    </SettingsFrame>
  );
}
