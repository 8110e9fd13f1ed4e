// Forms to start from: the fields a volunteer intake, an event sign-up and an evaluation usually
// ask, in Dutch and English. The builder changes them like any other field.
import { YES_NO, field, option } from '../../../common/forms/field-builders';
import type { FormField } from '../../../common/schemas/forms';

export const FORM_TEMPLATES = ['blank', 'intake', 'event', 'evaluation'] as const;
export type FormTemplate = (typeof FORM_TEMPLATES)[number];

const FIELDS: Record<FormTemplate, FormField[]> = {
  blank: [],
  intake: [
    field('naam', 'short_text', 'Naam', 'Name', { required: true }),
    field('email', 'email', 'E-mailadres', 'Email address', { required: true }),
    field('telefoon', 'phone', 'Telefoonnummer', 'Phone number'),
    field('geboortedatum', 'date', 'Geboortedatum', 'Date of birth'),
    field(
      'interesses',
      'multiple_choice',
      'Waar wil je je voor inzetten?',
      'What would you like to help with?',
      {
        options: [
          option('zorg', 'Zorg en welzijn', 'Care and wellbeing'),
          option('sport', 'Sport', 'Sports'),
          option('natuur', 'Natuur', 'Nature'),
          option('taal', 'Taal en onderwijs', 'Language and education'),
        ],
      },
    ),
    field('auto', 'single_choice', 'Heb je een auto?', 'Do you have a car?', { options: YES_NO }),
    field(
      'motivatie',
      'long_text',
      'Waarom wil je vrijwilliger worden?',
      'Why do you want to volunteer?',
    ),
    field(
      'toestemming',
      'checkbox',
      'Ik ga akkoord met de privacyverklaring',
      'I agree to the privacy statement',
      { required: true },
    ),
  ],
  event: [
    field('naam', 'short_text', 'Naam', 'Name', { required: true }),
    field('email', 'email', 'E-mailadres', 'Email address', { required: true }),
    field('personen', 'number', 'Met hoeveel personen kom je?', 'How many people are coming?', {
      required: true,
      rules: { min: 1, max: 10 },
    }),
    field('dieet', 'single_choice', 'Heb je een dieetwens?', 'Do you have dietary requirements?', {
      options: YES_NO,
    }),
    field('dieetwens', 'short_text', 'Welke dieetwens?', 'Which dietary requirements?', {
      showWhen: { fieldKey: 'dieet', equals: 'ja' },
    }),
  ],
  evaluation: [
    field('intro', 'heading', 'Hoe was het?', 'How was it?', {
      helpNl: 'Je antwoorden helpen ons het de volgende keer beter te doen.',
      helpEn: 'Your answers help us do better next time.',
    }),
    field('cijfer', 'number', 'Welk cijfer geef je (1-10)?', 'Which mark do you give (1-10)?', {
      required: true,
      rules: { min: 1, max: 10 },
    }),
    field('goed', 'long_text', 'Wat ging er goed?', 'What went well?'),
    field('beter', 'long_text', 'Wat kan er beter?', 'What could be better?'),
    field(
      'nogmaals',
      'single_choice',
      'Doe je de volgende keer weer mee?',
      'Will you join again next time?',
      {
        options: [...YES_NO, option('misschien', 'Misschien', 'Maybe')],
      },
    ),
  ],
};

export function templateFields(template: FormTemplate): FormField[] {
  return FIELDS[template].map((f) => ({ ...f, options: f.options.map((o) => ({ ...o })) }));
}
