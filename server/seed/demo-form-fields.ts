// The demo forms' questions (demo-forms.ts), keys of lower-case letters only (the wire's case
// conversion leaves them alone). Plain Dutch with "je", as a volunteer center writes to the
// people it hopes to welcome; the English says the same.
import { YES_NO, field, option } from '../../common/forms/field-builders';
import type { FormField } from '../../common/schemas/forms';

const NAME = field('naam', 'short_text', 'Naam', 'Name', {
  required: true,
  rules: { maxLength: 100 },
});
const EMAIL = field('email', 'email', 'E-mailadres', 'E-mail address', { required: true });

export const INTAKE_FIELDS: FormField[] = [
  field('overjou', 'heading', 'Over jou', 'About you', {
    helpNl: 'We gebruiken je gegevens alleen om contact met je op te nemen over vrijwilligerswerk.',
    helpEn: 'We only use your details to contact you about volunteering.',
  }),
  NAME,
  EMAIL,
  field('telefoon', 'phone', 'Telefoonnummer', 'Phone number', {
    helpNl: 'Bijvoorbeeld 06 12345678.',
    helpEn: 'For example 06 12345678.',
  }),
  field('geboortedatum', 'date', 'Geboortedatum', 'Date of birth'),
  field('beschikbaarheid', 'multiple_choice', 'Wanneer heb je tijd?', 'When are you available?', {
    required: true,
    helpNl: 'Kruis alles aan wat past.',
    helpEn: 'Tick everything that applies.',
    options: [
      option('ochtend', 'Doordeweeks ’s ochtends', 'Weekday mornings'),
      option('middag', 'Doordeweeks ’s middags', 'Weekday afternoons'),
      option('avond', 'Doordeweeks ’s avonds', 'Weekday evenings'),
      option('weekend', 'In het weekend', 'At the weekend'),
    ],
  }),
  field(
    'interesses',
    'multiple_choice',
    'Wat lijkt je leuk om te doen?',
    'What would you like to do?',
    {
      helpNl: 'Kies er hoogstens drie.',
      helpEn: 'Choose up to three.',
      rules: { max: 3 },
      options: [
        option('ouderen', 'Op bezoek bij ouderen', 'Visiting older people'),
        option('taal', 'Taalmaatje', 'Language buddy'),
        option('vervoer', 'Chauffeur', 'Driver'),
        option('kinderen', 'Kinderen en jongeren', 'Children and young people'),
        option('natuur', 'Natuur en tuin', 'Nature and gardens'),
        option('evenementen', 'Helpen bij evenementen', 'Helping at events'),
        option('digitaal', 'Digicoach', 'Digital coach'),
      ],
    },
  ),
  field('vog', 'single_choice', 'Heb je een VOG?', 'Do you have a VOG?', {
    required: true,
    helpNl:
      'Een Verklaring Omtrent het Gedrag (VOG) is nodig voor werk met kinderen of kwetsbare mensen. Voor vrijwilligers is hij gratis.',
    helpEn:
      'A certificate of conduct (VOG) is needed for work with children or vulnerable people. Volunteers get one free of charge.',
    options: YES_NO,
  }),
  field(
    'vogaanvragen',
    'checkbox',
    'Mogen wij een gratis VOG voor je aanvragen?',
    'May we request a free VOG for you?',
    {
      helpNl: 'Je krijgt dan een mail van Justis met een link om de aanvraag af te ronden.',
      helpEn: 'You will then get an e-mail from Justis with a link to complete the request.',
      showWhen: { fieldKey: 'vog', equals: 'nee' },
    },
  ),
  field(
    'motivatie',
    'long_text',
    'Waarom wil je vrijwilliger worden?',
    'Why would you like to volunteer?',
    {
      helpNl: 'Een paar zinnen is genoeg (hoogstens 1000 tekens).',
      helpEn: 'A few sentences will do (at most 1,000 characters).',
      rules: { maxLength: 1000 },
    },
  ),
];

const PARTY_DIET: FormField[] = [
  field('dieet', 'single_choice', 'Heb je dieetwensen?', 'Do you have dietary requirements?', {
    required: true,
    options: [
      option('geen', 'Nee', 'No'),
      option('vegetarisch', 'Vegetarisch', 'Vegetarian'),
      option('veganistisch', 'Veganistisch', 'Vegan'),
      option('halal', 'Halal', 'Halal'),
      option('anders', 'Anders', 'Other'),
    ],
  }),
  field(
    'dieetanders',
    'short_text',
    'Welke dieetwens heb je?',
    'What are your dietary requirements?',
    {
      required: true,
      rules: { maxLength: 200 },
      showWhen: { fieldKey: 'dieet', equals: 'anders' },
    },
  ),
];

const PARTY_REMARKS = field('opmerkingen', 'long_text', 'Opmerkingen', 'Remarks', {
  helpNl: 'Heb je bijvoorbeeld een rolstoel of andere hulp nodig? Laat het ons weten.',
  helpEn: 'Do you need a wheelchair space or other help, for example? Let us know.',
  rules: { maxLength: 500 },
});

const PARTY_COUNT = field(
  'aantal',
  'number',
  'Met hoeveel personen kom je (jijzelf meegeteld)?',
  'How many people are coming, including you?',
  {
    required: true,
    helpNl: 'Je mag hoogstens drie mensen meenemen.',
    helpEn: 'You may bring up to three people.',
    rules: { min: 1, max: 4 },
  },
);

/** The sign-up's versions: the caterer asked for dietary wishes after the first answers came in. */
export const PARTY_VERSIONS: FormField[][] = [
  [NAME, EMAIL, PARTY_COUNT, PARTY_REMARKS],
  [NAME, EMAIL, PARTY_COUNT, ...PARTY_DIET, PARTY_REMARKS],
];

const SCORES = [
  option('1', '1 – Helemaal niet tevreden', '1 – Not at all satisfied'),
  option('2', '2 – Niet tevreden', '2 – Not satisfied'),
  option('3', '3 – Neutraal', '3 – Neutral'),
  option('4', '4 – Tevreden', '4 – Satisfied'),
  option('5', '5 – Heel tevreden', '5 – Very satisfied'),
];

export const EVALUATION_FIELDS: FormField[] = [
  field(
    'cijfer',
    'single_choice',
    'Hoe tevreden ben je over je eerste maanden?',
    'How satisfied are you with your first months?',
    { required: true, options: SCORES },
  ),
  field('goed', 'long_text', 'Wat ging goed?', 'What went well?', { rules: { maxLength: 2000 } }),
  field('beter', 'long_text', 'Wat kan beter?', 'What could be better?', {
    rules: { maxLength: 2000 },
  }),
  field(
    'contact',
    'checkbox',
    'Mogen we contact met je opnemen over je antwoorden?',
    'May we contact you about your answers?',
  ),
  field('contactmail', 'email', 'Op welk e-mailadres?', 'At which e-mail address?', {
    required: true,
    showWhen: { fieldKey: 'contact', equals: 'true' },
  }),
];
