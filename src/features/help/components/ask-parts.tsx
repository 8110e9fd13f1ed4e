// The parts of the resident's ask form: where they are in the three steps, and the category
// choice as pictures with a radio each (one group for the keyboard).
import {
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { Illustration } from '../../../components/illustration';
import { categoryIllustrationUrl } from '../../../lib/illustrations';
import type { Tag } from '../../../lib/tags';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  steps: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    flexWrap: 'wrap',
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  stepNumber: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  stepCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  stepNumberCurrent: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
  },
  categories: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  category: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  categoryChosen: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  categoryPicture: { aspectRatio: '16 / 9' },
  categoryRadio: { padding: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

/** The category choice: pictures with a radio each, one group for the keyboard. */
export function CategoryChoice({ categories }: { categories: Tag[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const { input, meta } = useField<string>('categoryId');
  const shown = meta.touched && meta.error;
  return (
    <div>
      <RadioGroup
        aria-labelledby="help-category-label"
        value={input.value}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        className={styles.categories}
        data-testid="help-categories"
        name="categoryId"
      >
        <Text id="help-category-label" weight="semibold" style={{ gridColumn: '1 / -1' }}>
          {t('help.ask.category')}
        </Text>
        {categories.map((c) => (
          <div
            key={c.id}
            className={mergeClasses(
              styles.category,
              input.value === c.id ? styles.categoryChosen : undefined,
            )}
          >
            <Illustration
              src={categoryIllustrationUrl(c.illustration)}
              className={styles.categoryPicture}
            />
            <Radio
              value={c.id}
              className={styles.categoryRadio}
              label={pickLocalized(c.nameNl, c.nameEn, intl.locale)}
            />
          </div>
        ))}
      </RadioGroup>
      {shown ? (
        <p className={styles.error} role="alert">
          {t('help.ask.categoryMissing')}
        </p>
      ) : null}
    </div>
  );
}

export function Steps({ step }: { step: number }) {
  const styles = useStyles();
  const t = useT();
  const names = ['help.ask.step.what', 'help.ask.step.when', 'help.ask.step.where'];
  return (
    <ol className={styles.steps} aria-label={t('help.ask.stepsLabel')}>
      {names.map((id, i) => (
        <li
          key={id}
          className={mergeClasses(styles.step, i === step ? styles.stepCurrent : undefined)}
          aria-current={i === step ? 'step' : undefined}
        >
          <span
            className={mergeClasses(
              styles.stepNumber,
              i === step ? styles.stepNumberCurrent : undefined,
            )}
            aria-hidden
          >
            {i + 1}
          </span>
          {t(id)}
        </li>
      ))}
    </ol>
  );
}
