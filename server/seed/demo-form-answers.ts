// What people answered on the demo forms (demo-forms.ts): who, when, in which language and
// on which version, and whether the center has handled it. Answers are written as a visitor sends
// them; the seed keeps what the server would keep (cleanAnswers), so an unticked box disappears.
import type { FormAnswers } from '../../common/schemas/forms';

export interface Person {
  first: string;
  last: string;
}

// New people (not the pool's volunteers): who fills in an intake has no account yet.
// prettier-ignore
export const PEOPLE: Person[] = [
  { first: 'Lisa', last: 'van Dijk' }, { first: 'Mustafa', last: 'Yılmaz' },
  { first: 'Ria', last: 'Vos' }, { first: 'Jeroen', last: 'de Bruijn' },
  { first: 'Naima', last: 'Benali' }, { first: 'Sophie', last: 'Mertens' },
  { first: 'Pieter', last: 'Hoogland' }, { first: 'Aylin', last: 'Demir' },
  { first: 'Kees', last: 'van der Meer' }, { first: 'Margriet', last: 'Postma' },
  { first: 'Stefan', last: 'Wouters' }, { first: 'Eva', last: 'Timmermans' },
  { first: 'Hanneke', last: 'Zwart' }, { first: 'Rachid', last: 'El Khatib' },
  { first: 'Ingeborg', last: 'Veenstra' }, { first: 'Luuk', last: 'Maas' },
  { first: 'Wilma', last: 'de Lange' }, { first: 'Björn', last: 'Claassen' },
];

/** Who answered in English: named here, not taken from the list, to fit their own words. */
const GRACE: Person = { first: 'Grace', last: 'Owusu' };
const TOMASZ: Person = { first: 'Tomasz', last: 'Nowak' };

/** 'Björn', 'van der Meer' -> 'bjorn.vandermeer': accents and spaces off, as people type them. */
function emailOf(person: Person): string {
  const part = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${part(person.first)}.${part(person.last)}@voorbeeld.test`;
}

export interface DemoAnswer {
  daysAgo: number;
  /** Amsterdam time of day, [hour, minute]. */
  at: [number, number];
  /** Handled the next morning by whoever made the form (only for answers two or more days old). */
  handled?: boolean;
  locale?: 'en';
  /** 1-based; the latest when left out. */
  version?: number;
  who?: Person;
  /** The answers as the visitor sent them; what is kept goes through cleanAnswers. */
  answers: (person: Person, n: number) => FormAnswers;
}

const phoneOf = (n: number) => `06 ${String(20_000_000 + ((n * 7_919_113) % 70_000_000))}`;

export const INTAKE_ANSWERS: DemoAnswer[] = [
  {
    daysAgo: 58,
    at: [10, 12],
    handled: true,
    answers: (p, n) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      telefoon: phoneOf(n),
      geboortedatum: '1958-04-12',
      beschikbaarheid: ['ochtend', 'middag'],
      interesses: ['ouderen', 'vervoer'],
      vog: 'ja',
      motivatie:
        'Sinds mijn pensioen heb ik veel tijd. Ik heb veertig jaar als wijkverpleegkundige gewerkt en mis het contact met mensen. Een vaste ochtend per week bij iemand op bezoek gaan lijkt me mooi.',
    }),
  },
  {
    daysAgo: 44,
    at: [21, 37],
    handled: true,
    answers: (p, n) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      telefoon: phoneOf(n),
      geboortedatum: '1999-09-03',
      beschikbaarheid: ['avond', 'weekend'],
      interesses: ['taal', 'digitaal'],
      vog: 'nee',
      vogaanvragen: true,
      motivatie:
        'Ik studeer pedagogiek en wil naast mijn studie iets doen voor nieuwkomers. Ik ben zelf tweetalig opgegroeid, dus ik weet hoe lastig een nieuwe taal kan zijn.',
    }),
  },
  {
    daysAgo: 31,
    at: [19, 5],
    handled: true,
    locale: 'en',
    who: GRACE,
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      geboortedatum: '1987-02-21',
      beschikbaarheid: ['weekend'],
      interesses: ['natuur', 'evenementen'],
      vog: 'nee',
      // Left unticked: an unticked box is not kept.
      vogaanvragen: false,
      motivatie:
        'I moved here for work last year and would like to get to know my neighbours. I love being outdoors and I am happy to help at markets or festivals.',
    }),
  },
  {
    daysAgo: 17,
    at: [13, 48],
    handled: true,
    answers: (p, n) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      telefoon: phoneOf(n),
      geboortedatum: '1971-11-30',
      beschikbaarheid: ['middag'],
      interesses: ['kinderen'],
      vog: 'ja',
      motivatie:
        'Mijn kinderen zijn de deur uit en mijn middagen zijn vrij. Voorlezen op de basisschool of helpen met huiswerk lijkt me heel leuk.',
    }),
  },
  {
    daysAgo: 6,
    at: [9, 21],
    answers: (p, n) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      telefoon: phoneOf(n),
      geboortedatum: '1959-06-08',
      beschikbaarheid: ['ochtend', 'middag', 'avond'],
      interesses: ['vervoer', 'ouderen', 'digitaal'],
      vog: 'nee',
      vogaanvragen: true,
      motivatie:
        'Ik ben net met pensioen en heb een rijbewijs. Ik rijd graag mensen naar het ziekenhuis, of ik help ouderen met hun tablet.',
    }),
  },
  {
    daysAgo: 2,
    at: [16, 3],
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      beschikbaarheid: ['weekend'],
      interesses: ['evenementen'],
      vog: 'ja',
      motivatie: 'Ik wil graag iets doen voor mijn buurt, vooral in het weekend.',
    }),
  },
];

export const PARTY_ANSWERS: DemoAnswer[] = [
  {
    daysAgo: 33,
    at: [11, 30],
    handled: true,
    version: 1,
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      aantal: 2,
      opmerkingen: 'Ik neem mijn man mee. Hij rijdt ook op de buurtbus.',
    }),
  },
  {
    daysAgo: 29,
    at: [20, 14],
    handled: true,
    version: 1,
    answers: (p) => ({ naam: `${p.first} ${p.last}`, email: emailOf(p), aantal: 1 }),
  },
  {
    daysAgo: 21,
    at: [8, 55],
    handled: true,
    version: 1,
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      aantal: 3,
      opmerkingen: 'Mijn dochter zit in een rolstoel. Kan ze de zaal goed in?',
    }),
  },
  {
    daysAgo: 14,
    at: [12, 40],
    handled: true,
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      aantal: 2,
      dieet: 'vegetarisch',
    }),
  },
  {
    daysAgo: 9,
    at: [17, 26],
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      aantal: 1,
      dieet: 'anders',
      dieetanders: 'Glutenvrij (coeliakie)',
    }),
  },
  {
    daysAgo: 5,
    at: [22, 8],
    locale: 'en',
    who: TOMASZ,
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      aantal: 2,
      dieet: 'halal',
      opmerkingen: 'We will arrive a little later, around three o’clock.',
    }),
  },
  {
    daysAgo: 1,
    at: [10, 2],
    answers: (p) => ({
      naam: `${p.first} ${p.last}`,
      email: emailOf(p),
      aantal: 4,
      dieet: 'geen',
      opmerkingen: 'Ik kom met mijn drie kleinkinderen. Is er ook iets te doen voor kinderen?',
    }),
  },
];

export const EVALUATION_ANSWERS: DemoAnswer[] = [
  {
    daysAgo: 38,
    at: [14, 17],
    handled: true,
    answers: () => ({
      cijfer: '5',
      goed: 'Ik werd heel warm ontvangen door het team van de voedselbank. Mijn vaste maatje legde alles rustig uit.',
      beter: 'Ik had graag eerder gehoord dat ik zelf werkschoenen mee moest nemen.',
      contact: false,
    }),
  },
  {
    daysAgo: 27,
    at: [19, 52],
    handled: true,
    answers: (p) => ({
      cijfer: '4',
      goed: 'Het kennismakingsgesprek was fijn en ik kon snel beginnen als taalmaatje.',
      beter: 'De training over inburgering kwam pas na twee maanden. Dat had eerder gemogen.',
      contact: true,
      contactmail: emailOf(p),
    }),
  },
  {
    daysAgo: 19,
    at: [7, 44],
    answers: (p) => ({
      cijfer: '3',
      goed: 'De mensen in het buurthuis zijn aardig en er is altijd koffie.',
      beter:
        'Het rooster verandert vaak op het laatste moment. Soms weet ik niet wanneer ik moet komen.',
      contact: true,
      contactmail: emailOf(p),
    }),
  },
  {
    daysAgo: 8,
    at: [15, 9],
    locale: 'en',
    answers: () => ({
      cijfer: '4',
      goed: 'The coordinator checked in with me every few weeks, which I really appreciated.',
      beter: 'Some information is only in Dutch. A short English summary would help.',
    }),
  },
  {
    daysAgo: 3,
    at: [11, 11],
    answers: () => ({
      cijfer: '5',
      goed: 'Alles! Ik heb het enorm naar mijn zin bij de buurtbus.',
    }),
  },
];
