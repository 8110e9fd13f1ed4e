// A brand colour with its shade set (keys 50..950, SPEC section 3): the colour, a button that
// generates the eleven shades from it, the shades as swatches, and the set as JSON for those who
// want to fine-tune it. An invalid set is refused here and ignored by the theme (preset instead).
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ColorRegular } from '@fluentui/react-icons';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { SHADE_KEYS } from '../../../../common/centers';
import { getContrastRatio } from '../../../../common/theme/color';
import { parseShades } from '../../../../common/theme/shades';
import { TextareaField } from '../../../lib/forms/fields';
import { generateShadesText, type ShadedColor } from '../design-values';
import { ColorField } from './color-field';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  swatches: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(3.25rem, 1fr))',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  swatch: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    height: '3.25rem',
    padding: '2px 4px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    fontFamily: tokens.fontFamilyMonospace,
  },
  note: { color: tokens.colorNeutralForeground2 },
});

export function ShadeSetField({ color }: { color: ShadedColor }) {
  const intl = useIntl();
  const styles = useStyles();
  const form = useForm();
  const colorName = `${color}Color`;
  const shadesName = `${color}ColorShades`;
  const shadesText = useField<string | undefined>(shadesName, { subscription: { value: true } })
    .input.value;
  const colorValue = useField<string | undefined>(colorName, { subscription: { value: true } })
    .input.value;
  const shades = parseShades(shadesText);
  const label = intl.formatMessage({ id: `design.color.${color}` });
  const generate = (value: string | undefined) => {
    const text = generateShadesText(value);
    if (text) form.change(shadesName, text);
  };

  return (
    <section className={styles.root} aria-labelledby={`${color}-heading`}>
      <h3 id={`${color}-heading`} className={styles.heading}>
        {label}
      </h3>
      <div className={styles.row}>
        <ColorField
          name={colorName}
          label={label}
          hint={intl.formatMessage({ id: 'design.colorHint' })}
          onColorChange={generate}
        />
        <Button
          icon={<ColorRegular />}
          disabled={!generateShadesText(colorValue)}
          onClick={() => generate(colorValue)}
        >
          {intl.formatMessage({ id: 'design.generateShades' })}
        </Button>
      </div>
      {shades ? (
        <ul
          className={styles.swatches}
          aria-label={intl.formatMessage({ id: 'design.shadesOf' }, { color: label })}
          data-testid={`${color}-swatches`}
        >
          {SHADE_KEYS.map((key) => {
            const hex = shades[key];
            const ink = getContrastRatio(hex, '#ffffff') >= 4.5 ? '#ffffff' : '#111111';
            return (
              <li key={key} className={styles.swatch} style={{ backgroundColor: hex, color: ink }}>
                <span>{key}</span>
                <span>{hex}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text className={styles.note}>
          {intl.formatMessage({ id: shadesText ? 'design.shadesInvalid' : 'design.shadesNone' })}
        </Text>
      )}
      <Accordion collapsible>
        <AccordionItem value="json">
          <AccordionHeader size="small">
            {intl.formatMessage({ id: 'design.advancedShades' })}
          </AccordionHeader>
          <AccordionPanel>
            <TextareaField
              name={shadesName}
              label={intl.formatMessage({ id: 'design.shadesJson' }, { color: label })}
              hint={intl.formatMessage({ id: 'design.shadesJsonHint' })}
              rows={13}
            />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </section>
  );
}
