// What the demo volunteer writes and hears in the demo applications (demo-applications.ts): one
// plan per application status, in Dutch, with the history and the conversation that led there.
import type { ApplicationStatus } from '../../common/matching';

export type Side = 'volunteer' | 'organization';

export interface ApplicationPlan {
  status: ApplicationStatus;
  /** Applied this many days before the seed ran. */
  daysAgo: number;
  /** Still new after ESCALATION_AFTER_DAYS: escalated to the center. */
  escalated?: boolean;
  /** Prefer a vacancy of the organization the demo organization admin runs. */
  ownSchool: boolean;
  motivation: string;
  /** Status changes after the first `new`: hours after applying, who, to what, note. */
  steps: { hours: number; by: Side; to: ApplicationStatus; note: string | null }[];
  /** Messages in the application's conversation: hours after applying, who, what. */
  messages: { hours: number; by: Side; body: string }[];
}

// prettier-ignore
export const APPLICATION_PLANS: ApplicationPlan[] = [
  {
    status: 'new', daysAgo: 20, escalated: true, ownSchool: true,
    motivation: 'Ik heb op woensdagochtend tijd en vind het leuk om met kinderen te werken. Ik help graag mee!',
    steps: [],
    messages: [
      { hours: 1, by: 'volunteer', body: 'Hoi! Ik heb net gereageerd. Ik kan meestal op woensdag. Wanneer hoor ik iets?' },
      { hours: 190, by: 'volunteer', body: 'Hallo, ik heb nog niets gehoord. Is de plek nog vrij?' },
    ],
  },
  {
    status: 'new', daysAgo: 2, ownSchool: true,
    motivation: 'Ik woon om de hoek en heb sinds kort meer tijd. Dit lijkt me echt iets voor mij.',
    steps: [],
    messages: [
      { hours: 1, by: 'volunteer', body: 'Hallo, ik heb net gereageerd op de vacature. Ik kan vanaf volgende week beginnen.' },
      { hours: 20, by: 'organization', body: 'Dank je wel! We kijken er deze week naar en laten snel iets weten.' },
    ],
  },
  {
    status: 'in_progress', daysAgo: 9, ownSchool: true,
    motivation: 'Vorig jaar heb ik dit ook gedaan op een andere school. Ik zou het graag weer oppakken.',
    steps: [{ hours: 26, by: 'organization', to: 'in_progress', note: 'Kennismakingsgesprek ingepland.' }],
    messages: [
      { hours: 2, by: 'volunteer', body: 'Hoi, ik heb gereageerd. Bellen mag altijd, na 17 uur het liefst.' },
      { hours: 25, by: 'organization', body: 'Leuk dat je wilt helpen! Zullen we donderdag om 10 uur even bellen?' },
      { hours: 27, by: 'volunteer', body: 'Donderdag om 10 uur is goed, tot dan!' },
    ],
  },
  {
    status: 'accepted', daysAgo: 25, ownSchool: true,
    motivation: 'Ik ben gepensioneerd en zoek iets zinvols voor een paar uur per week. Jullie school ken ik goed.',
    steps: [
      { hours: 20, by: 'organization', to: 'in_progress', note: null },
      { hours: 96, by: 'organization', to: 'accepted', note: 'Welkom in het team!' },
    ],
    messages: [
      { hours: 21, by: 'organization', body: 'Wat fijn dat je wilt komen. Heb je maandag tijd voor een kennismaking?' },
      { hours: 23, by: 'volunteer', body: 'Maandag kan ik, hoe laat?' },
      { hours: 97, by: 'organization', body: 'Welkom! Je eerste keer is maandag om 9 uur. Meld je bij de conciërge.' },
      { hours: 99, by: 'volunteer', body: 'Super, ik heb er zin in!' },
    ],
  },
  {
    status: 'rejected', daysAgo: 12, ownSchool: true,
    motivation: 'Ik heb ervaring met groepen en ben flexibel in tijd. Ik hoor graag of ik kan helpen.',
    steps: [
      { hours: 50, by: 'organization', to: 'rejected', note: 'Alle plekken zijn vergeven. Kijk gerust naar onze andere vacatures.' },
    ],
    messages: [
      { hours: 30, by: 'volunteer', body: 'Hoi, ik ben benieuwd of het gelukt is.' },
      { hours: 49, by: 'organization', body: 'Sorry, alle plekken zijn al vergeven. Mogen we je bellen als er weer iets vrijkomt?' },
      { hours: 52, by: 'volunteer', body: 'Jammer, maar prima. Bel me gerust!' },
    ],
  },
  {
    status: 'withdrawn', daysAgo: 6, ownSchool: false,
    motivation: 'Ik help graag een paar uur per week. Mijn rooster is wat wisselend, maar dat lukt vast.',
    steps: [{ hours: 30, by: 'volunteer', to: 'withdrawn', note: 'Ik heb sinds kort een nieuwe baan en te weinig tijd.' }],
    messages: [
      { hours: 1, by: 'volunteer', body: 'Hallo, ik heb gereageerd. Ik kan vooral in het weekend.' },
      { hours: 29, by: 'volunteer', body: 'Ik heb sinds kort een nieuwe baan, daarom trek ik mijn reactie in. Succes met het vinden van iemand!' },
    ],
  },
];

/** The direct conversation between the demo organization and its center. */
export const DIRECT_CONVERSATION = {
  subject: 'Vrijwilligers voor de sportdag',
  daysAgo: 4,
  messages: [
    {
      hours: 0,
      by: 'organization',
      body: 'Hoi! Onze sportdag is over een maand. Kunnen jullie helpen om tien begeleiders te vinden?',
    },
    {
      hours: 3,
      by: 'center',
      body: 'Zeker. Zet de vacature online, dan zetten wij hem in de nieuwsbrief en op sociale media.',
    },
    { hours: 5, by: 'organization', body: 'Top, de vacature staat erop. Dank je!' },
  ],
} as const;
