// The design form's text sections: the center's name, its colours with their shade sets, fonts and
// shape, the public pages' look (hero and card style), and the analytics id (the images upload on
// their own, outside the form).
import { Body1 } from '@fluentui/react-components';
import { FONT_NAMES } from '../../../../common/centers';
import { SelectField, TextField } from '../../../lib/forms/fields';
import { useT } from '../../../lib/use-t';
import { SHADED_COLORS } from '../design-values';
import { ColorField } from './color-field';
import { useDesignStyles } from './design-styles';
import { CardStyleField, HeroIllustrationField, HeroStyleField } from './look-fields';
import { ShadeSetField } from './shade-set-field';
import { ShapeField } from './shape-field';

export function DesignSections() {
  const styles = useDesignStyles();
  const t = useT();
  return (
    <>
      <section className={styles.card} aria-labelledby="design-name">
        <h2 id="design-name" className={styles.h2}>
          {t('design.section.name')}
        </h2>
        <TextField name="name" label={t('design.name')} hint={t('design.nameHint')} required />
      </section>
      <section className={styles.card} aria-labelledby="design-colors">
        <h2 id="design-colors" className={styles.h2}>
          {t('design.section.colors')}
        </h2>
        <Body1>{t('design.colorsIntro')}</Body1>
        {SHADED_COLORS.map((color) => (
          <ShadeSetField key={color} color={color} />
        ))}
        <div className={styles.pair}>
          <ColorField name="mutedColor" label={t('design.color.muted')} />
          <ColorField name="backgroundColor" label={t('design.color.background')} />
          <ColorField name="textColor" label={t('design.color.text')} hint={t('design.textHint')} />
        </div>
      </section>
      <section className={styles.card} aria-labelledby="design-type">
        <h2 id="design-type" className={styles.h2}>
          {t('design.section.type')}
        </h2>
        <div className={styles.pair}>
          <SelectField
            name="fontSans"
            label={t('design.fontSans')}
            options={FONT_NAMES.map((f) => ({ value: f, label: f }))}
          />
          <SelectField
            name="fontHeading"
            label={t('design.fontHeading')}
            options={FONT_NAMES.map((f) => ({ value: f, label: f }))}
          />
        </div>
        <ShapeField />
      </section>
      <section className={styles.card} aria-labelledby="design-look">
        <h2 id="design-look" className={styles.h2}>
          {t('design.section.look')}
        </h2>
        <HeroStyleField />
        <HeroIllustrationField />
        <CardStyleField />
      </section>
      <section className={styles.card} aria-labelledby="design-analytics">
        <h2 id="design-analytics" className={styles.h2}>
          {t('design.section.analytics')}
        </h2>
        <TextField
          name="gtagId"
          label={t('design.gtag')}
          hint={t('design.gtagHint')}
          placeholder="G-AB12CD34EF"
        />
      </section>
    </>
  );
}
