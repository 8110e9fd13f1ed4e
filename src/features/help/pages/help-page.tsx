// /een-op-een-hulp (the tenant's own name: 'burenhulp' in Oldebroek): for coordinators (center
// admins, admins) the overview of requests to match; for everyone else how it works and the two
// ways in: 'Ik zoek hulp' (a step form, no account) and 'Ik wil helpen' (a volunteer's offer and
// matches; a visitor signs in or up). The mailed confirmation link lands here too (?bevestig=).
// The step in the URL (?stap=vragen|helpen) keeps the back button working.
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageFrame, usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { ErrorMessage } from '../../../components/error-message';
import { useAppContext } from '../../../lib/app-context';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { hasRole } from '../../../lib/session/organizations';
import { buildLoginPath } from '../../../lib/session/redirect-target';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { useHelpCategories } from '../api/get-help-categories';
import { useHelpMatches } from '../api/get-help-matches';
import { useMyHelpOffer } from '../api/get-my-offer';
import { AskForm } from '../components/ask-form';
import { ConfirmLanding } from '../components/confirm-landing';
import { CoordinatorOverview } from '../components/coordinator-overview';
import { HowItWorks } from '../components/how-it-works';
import { MyMatches } from '../components/my-matches';
import { OfferPanel } from '../components/offer-panel';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  p: { margin: 0 },
});

type Step = 'start' | 'vragen' | 'helpen';

function VolunteerSide() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const gate = useNetworkGate();
  const { categories } = useHelpCategories();
  const offer = useMyHelpOffer(true);
  const matches = useHelpMatches(true);
  return (
    <div className={styles.section}>
      {offer.isPending ? (
        <PageSpinner label={t('help.loading')} />
      ) : offer.error && offer.data === undefined ? (
        <ErrorMessage error={offer.error} />
      ) : (
        <OfferPanel offer={offer.data ?? null} categories={categories} />
      )}
      <section className={styles.section} aria-labelledby="help-matches-title">
        <h2 id="help-matches-title" className={page.h2}>
          {t('help.match.mine')}
        </h2>
        {gate.hint}
        {matches.data ? <MyMatches matches={matches.data} gate={gate} /> : null}
      </section>
    </div>
  );
}

function SignInToHelp() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const loginPath = buildLoginPath('/een-op-een-hulp', '?stap=helpen');
  // Links (a new tab works too), drawn as buttons, followed inside the app.
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <section className={page.card} aria-labelledby="help-sign-in-title">
      <h2 id="help-sign-in-title" className={page.h2}>
        {t('help.path.help.title')}
      </h2>
      <p className={styles.p}>{t('help.offer.signInText')}</p>
      <div className={styles.actions}>
        <Button
          as="a"
          href={loginPath}
          appearance="primary"
          size={BUTTON_SIZE}
          onClick={follow(loginPath)}
        >
          {t('help.offer.signIn')}
        </Button>
        <Button as="a" href="/signup" size={BUTTON_SIZE} onClick={follow('/signup')}>
          {t('help.offer.signUp')}
        </Button>
      </div>
    </section>
  );
}

function AskSection() {
  const page = usePageStyles();
  const t = useT();
  const { categories, isPending, error } = useHelpCategories();
  return (
    <section className={page.card} aria-labelledby="help-ask-title">
      <h2 id="help-ask-title" className={page.h2}>
        {t('help.path.ask.title')}
      </h2>
      {isPending ? (
        <PageSpinner label={t('help.loading')} />
      ) : error && categories.length === 0 ? (
        <ErrorMessage error={error} />
      ) : (
        <AskForm categories={categories} />
      )}
    </section>
  );
}

export default function HelpPage() {
  const t = useT();
  const { tenant } = useAppContext();
  const neighbour = tenant.tenantConfig.features.oneToOneHelpName === 'neighbour_help';
  const helpName = t(neighbour ? 'nav.neighbourHelp' : 'nav.oneToOneHelp');
  const params = new URLSearchParams(useSearch());
  const token = params.get('bevestig')?.trim() || null;
  const stepParam = params.get('stap');
  // The volunteer's mail about a match links with ?match=<id>: their matches are on 'helpen'.
  const step: Step =
    stepParam === 'vragen' || stepParam === 'helpen'
      ? stepParam
      : params.get('match')
        ? 'helpen'
        : 'start';
  const [, navigate] = useLocation();
  const { user, roles } = useCurrentUser();
  const coordinator = hasRole(roles, 'admin') || hasRole(roles, 'center_admin');
  const volunteer = !!user && (roles.length === 0 || hasRole(roles, 'volunteer'));
  const gate = useNetworkGate();
  const go = (next: Step) =>
    navigate(next === 'start' ? '/een-op-een-hulp' : `/een-op-een-hulp?stap=${next}`);

  let content;
  if (token) {
    content = <ConfirmLanding token={token} />;
  } else if (coordinator && step === 'start') {
    content = <CoordinatorOverview gate={gate} />;
  } else if (step === 'vragen') {
    content = <AskSection />;
  } else if (step === 'helpen') {
    content = volunteer ? <VolunteerSide /> : user ? null : <SignInToHelp />;
  } else {
    content = (
      <HowItWorks
        helpName={helpName.charAt(0).toLowerCase() + helpName.slice(1)}
        onAsk={() => go('vragen')}
        onHelp={() => go('helpen')}
      />
    );
  }

  const tabs =
    token === null ? (
      <TabList
        selectedValue={step}
        onTabSelect={(_, data) => go(data.value as Step)}
        aria-label={helpName}
      >
        <Tab value="start">{t(coordinator ? 'help.tab.overview' : 'help.tab.start')}</Tab>
        <Tab value="vragen">{t('help.tab.ask')}</Tab>
        {volunteer || !user ? <Tab value="helpen">{t('help.tab.help')}</Tab> : null}
      </TabList>
    ) : null;

  return (
    <PageFrame title={helpName} intro={t('help.intro.short')}>
      {tabs}
      {content}
    </PageFrame>
  );
}
