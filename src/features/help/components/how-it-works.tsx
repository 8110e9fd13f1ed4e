// The warm part of /een-op-een-hulp for everyone: what it is, three steps (ask, we match, a
// neighbour helps) and the two ways in, 'Ik zoek hulp' and 'Ik wil helpen'.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HandRightRegular, HeartRegular, PeopleRegular, ChatRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Illustration } from '../../../components/illustration';
import { heroIllustrationUrl, categoryIllustrationUrl } from '../../../lib/illustrations';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'center',
    '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
  lead: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  picture: { borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden' },
  steps: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    counterReset: 'step',
  },
  step: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  stepIcon: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: '1.25rem',
  },
  stepText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  paths: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  path: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  pathPicture: {
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    aspectRatio: '16 / 7',
  },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  p: { margin: 0 },
});

function Step({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const styles = useStyles();
  return (
    <li className={styles.step}>
      <span className={styles.stepIcon} aria-hidden>
        {icon}
      </span>
      <span className={styles.stepText}>
        <Text weight="semibold">{title}</Text>
        <Text>{text}</Text>
      </span>
    </li>
  );
}

export function HowItWorks({
  helpName,
  onAsk,
  onHelp,
}: {
  helpName: string;
  onAsk: () => void;
  onHelp: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      <div className={styles.hero}>
        <p className={styles.lead}>{t('help.intro.lead', { name: helpName })}</p>
        <Illustration src={heroIllustrationUrl('neighbourhood')} className={styles.picture} />
      </div>
      <section aria-labelledby="help-how-title">
        <h2 id="help-how-title" className={styles.h2} style={{ marginBottom: '0.75rem' }}>
          {t('help.intro.howTitle')}
        </h2>
        <ol className={styles.steps}>
          <Step
            icon={<ChatRegular />}
            title={t('help.intro.step1.title')}
            text={t('help.intro.step1.text')}
          />
          <Step
            icon={<PeopleRegular />}
            title={t('help.intro.step2.title')}
            text={t('help.intro.step2.text')}
          />
          <Step
            icon={<HeartRegular />}
            title={t('help.intro.step3.title')}
            text={t('help.intro.step3.text')}
          />
        </ol>
      </section>
      <div className={styles.paths}>
        <section className={styles.path} aria-labelledby="help-path-ask">
          <Illustration src={categoryIllustrationUrl('elderly')} className={styles.pathPicture} />
          <h2 id="help-path-ask" className={styles.h2}>
            {t('help.path.ask.title')}
          </h2>
          <p className={styles.p}>{t('help.path.ask.text')}</p>
          <Button appearance="primary" size={BUTTON_SIZE} onClick={onAsk} data-testid="path-ask">
            {t('help.path.ask.button')}
          </Button>
        </section>
        <section className={styles.path} aria-labelledby="help-path-help">
          <Illustration
            src={categoryIllustrationUrl('neighbourhood')}
            className={styles.pathPicture}
          />
          <h2 id="help-path-help" className={styles.h2}>
            {t('help.path.help.title')}
          </h2>
          <p className={styles.p}>{t('help.path.help.text')}</p>
          <Button
            size={BUTTON_SIZE}
            icon={<HandRightRegular />}
            onClick={onHelp}
            data-testid="path-help"
          >
            {t('help.path.help.button')}
          </Button>
        </section>
      </div>
    </>
  );
}
