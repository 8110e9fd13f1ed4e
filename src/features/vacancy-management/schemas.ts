// The vacancy form's rules (the server checks the same and more). Messages are descriptors
// translated where they are shown; the validation module is imported first for yup's messages.
import '../../lib/forms/validation';
import { array, boolean, object, string } from 'yup';
import { COMMITMENTS, MAX_VACANCY_QUESTIONS } from '../../../common/matching';
import { POSTCODE_PATTERN, formatPostcode } from '../../../common/schemas/volunteer-profile';

export const MAX_TITLE_LENGTH = 200;
export const MAX_QUESTION_LENGTH = 500;
export const MAX_HOURS_PER_WEEK = 80;
export const MAX_TAGS = 30;
/** The stored HTML's length, as the server counts it. */
export const MAX_DESCRIPTION_LENGTH = 20000;

const oneTitle = { id: 'vacancyManage.error.oneTitle' };

function numberText(min: number, max: number, integer: boolean) {
  return string().test('number', function check(value) {
    if (!value || value.trim() === '') return true;
    const n = Number(value.replace(',', '.'));
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
      return this.createError({
        message: { id: integer ? 'validation.integer' : 'validation.number' },
      });
    }
    if (n < min)
      return this.createError({ message: { id: 'validation.numberMin', values: { min } } });
    if (n > max)
      return this.createError({ message: { id: 'validation.numberMax', values: { max } } });
    return true;
  });
}

export const vacancyFormSchema = object({
  titleNl: string()
    .max(MAX_TITLE_LENGTH)
    .test('one-title', oneTitle, function check(value) {
      return Boolean(value?.trim() || (this.parent as { titleEn?: string }).titleEn?.trim());
    }),
  titleEn: string()
    .max(MAX_TITLE_LENGTH)
    .test('one-title', oneTitle, function check(value) {
      return Boolean(value?.trim() || (this.parent as { titleNl?: string }).titleNl?.trim());
    }),
  descriptionNl: string().max(MAX_DESCRIPTION_LENGTH),
  descriptionEn: string().max(MAX_DESCRIPTION_LENGTH),
  organizationId: string().required(),
  tagIds: array().max(MAX_TAGS, { id: 'vacancyManage.error.maxTags', values: { max: MAX_TAGS } }),
  hoursPerWeek: numberText(0, MAX_HOURS_PER_WEEK, false),
  commitment: string().oneOf(COMMITMENTS),
  startsOn: string(),
  endsOn: string().test(
    'after-start',
    { id: 'vacancyManage.error.endBeforeStart' },
    function check(value) {
      const start = (this.parent as { startsOn?: string }).startsOn;
      return !value || !start || value >= start;
    },
  ),
  remote: boolean(),
  postcode: string().test(
    'postcode',
    { id: 'vacancyManage.error.postcode' },
    function check(value) {
      if ((this.parent as { remote?: boolean }).remote || !value?.trim()) return true;
      return POSTCODE_PATTERN.test(formatPostcode(value));
    },
  ),
  positions: numberText(1, 1000, true).required(),
  // Kept but not asked while a form is: an unfinished question then stops nothing.
  questions: array().when('questionSource', ([source], schema) =>
    source === 'form'
      ? schema
      : schema
          .of(
            object({
              text: string().trim().required().max(MAX_QUESTION_LENGTH),
              required: boolean(),
            }),
          )
          .max(MAX_VACANCY_QUESTIONS),
  ),
  questionSource: string().oneOf(['own', 'form']),
  formId: string().when('questionSource', ([source], schema) =>
    source === 'form' ? schema.required(() => ({ id: 'vacancyManage.form.choose' })) : schema,
  ),
});
