// The storefront's look in the design form: the hero's style and scene, and where a card shows its
// image, each choice with a small sketch of it (the preview beside the form shows it whole).
import {
  Field,
  Radio,
  RadioGroup,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import {
  CARD_STYLES,
  HERO_ILLUSTRATIONS,
  HERO_STYLES,
} from '../../../../common/schemas/center-profile';
import { Illustration } from '../../../components/illustration';
import { formatFieldError } from '../../../lib/forms/fields';
import { heroIllustrationUrl } from '../../../lib/illustrations';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sketch: {
    position: 'relative',
    display: 'flex',
    width: '56px',
    height: '36px',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  column: { flexDirection: 'column' },
  image: { backgroundColor: tokens.colorBrandBackground2, flexGrow: 1 },
  imageStrong: { backgroundColor: tokens.colorBrandBackground, flexGrow: 1 },
  text: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: '3px',
    padding: '4px',
    flexGrow: 1,
  },
  line: { height: '3px', borderRadius: '2px', backgroundColor: tokens.colorNeutralForeground3 },
  lineShort: { width: '60%' },
  scrim: {
    position: 'absolute',
    left: '4px',
    right: '16px',
    bottom: '4px',
    display: 'flex',
    flexDirection: 'column',
    gap: '3px',
    padding: '3px',
    backgroundColor: 'rgba(0, 0, 0, 0.55)',
  },
  lineLight: { height: '3px', borderRadius: '2px', backgroundColor: '#ffffff' },
  blob: { width: '40%', backgroundColor: tokens.colorBrandBackground2 },
  thumbnail: { width: '64px', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
});

function Lines({ light = false }: { light?: boolean }) {
  const styles = useStyles();
  const line = light ? styles.lineLight : styles.line;
  return (
    <>
      <span className={line} />
      <span className={mergeClasses(line, styles.lineShort)} />
    </>
  );
}

/** A 56x36 sketch of a hero style or card style; a hero scene shows itself. */
function Sketch({ kind }: { kind: string }) {
  const styles = useStyles();
  if ((HERO_ILLUSTRATIONS as readonly string[]).includes(kind)) {
    const scene = kind as (typeof HERO_ILLUSTRATIONS)[number];
    return <Illustration src={heroIllustrationUrl(scene)} className={styles.thumbnail} />;
  }
  switch (kind) {
    case 'photo':
      return (
        <span className={styles.sketch} aria-hidden>
          <span className={styles.imageStrong} />
          <span className={styles.scrim}>
            <Lines light />
          </span>
        </span>
      );
    case 'split':
      return (
        <span className={styles.sketch} aria-hidden>
          <span className={styles.text}>
            <Lines />
          </span>
          <span className={styles.image} />
        </span>
      );
    case 'band':
      return (
        <span
          className={styles.sketch}
          aria-hidden
          style={{ backgroundColor: tokens.colorBrandBackground2Hover }}
        >
          <span className={styles.text}>
            <Lines />
          </span>
          <span className={styles.blob} style={{ backgroundColor: tokens.colorBrandBackground }} />
        </span>
      );
    case 'image-top':
      return (
        <span className={mergeClasses(styles.sketch, styles.column)} aria-hidden>
          <span className={styles.image} />
          <span className={styles.text}>
            <Lines />
          </span>
        </span>
      );
    default:
      return (
        <span className={styles.sketch} aria-hidden>
          <span className={styles.image} style={{ flexGrow: 0, width: '40%' }} />
          <span className={styles.text}>
            <Lines />
          </span>
        </span>
      );
  }
}

function LookChoice({
  name,
  options,
  labelId,
  hintId,
}: {
  name: 'heroStyle' | 'heroIllustration' | 'cardStyle';
  options: readonly string[];
  labelId: string;
  hintId: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<string>(name);
  const label = intl.formatMessage({ id: labelId });
  const shown =
    (meta.touched ? meta.error : undefined) ??
    (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  const error = formatFieldError(intl, shown, label);
  return (
    <Field
      label={label}
      hint={intl.formatMessage({ id: hintId })}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <RadioGroup
        className={styles.group}
        layout="horizontal"
        value={input.value}
        onChange={(_, d) => input.onChange(d.value)}
        data-testid={`design-${name}`}
      >
        {options.map((option) => (
          <Radio
            key={option}
            value={option}
            label={{
              className: styles.option,
              children: (
                <>
                  <Sketch kind={option} />
                  {intl.formatMessage({ id: `${labelId}.${option}` })}
                </>
              ),
            }}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function HeroStyleField() {
  return (
    <LookChoice
      name="heroStyle"
      options={HERO_STYLES}
      labelId="design.heroStyle"
      hintId="design.heroStyleHint"
    />
  );
}

export function HeroIllustrationField() {
  return (
    <LookChoice
      name="heroIllustration"
      options={HERO_ILLUSTRATIONS}
      labelId="design.heroIllustration"
      hintId="design.heroIllustrationHint"
    />
  );
}

export function CardStyleField() {
  return (
    <LookChoice
      name="cardStyle"
      options={CARD_STYLES}
      labelId="design.cardStyle"
      hintId="design.cardStyleHint"
    />
  );
}
