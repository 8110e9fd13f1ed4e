// Demo vacancy texts for sport, culture and nature (see demo-vacancy-texts.ts).
import type { VacancyText } from './demo-vacancy-texts';

export const LEISURE_TEXTS: VacancyText[] = [
  {
    key: 'youth-trainer',
    nl: {
      title: 'Jeugdtrainer bij de voetbalclub',
      intro:
        'De jongste voetballers in {city} staan te popelen, maar hun team heeft nog geen trainer. Wil jij op woensdagmiddag het veld op?',
      tasks: [
        'Eén training per week geven aan een team van acht- en negenjarigen',
        'Op zaterdag mee naar de wedstrijd',
        'Ouders op de hoogte houden via de teamapp',
      ],
      offer:
        'Je krijgt de cursus pupillentrainer, een trainingspak en steun van de jeugdcoördinator van {org}.',
    },
    en: {
      title: 'Youth coach at the football club',
      intro:
        'The youngest footballers in {city} cannot wait to play, but their team has no coach yet. Will you take the pitch on Wednesday afternoons?',
      tasks: [
        'Run one training session a week for a team of eight- and nine-year-olds',
        'Go along to the match on Saturday',
        'Keep parents informed through the team app',
      ],
      offer:
        'You get the youth coach course, a tracksuit and support from the youth coordinator of {org}.',
    },
    tags: ['Sport', 'Sportbegeleiding', 'Kinderen', 'Verenigingen'],
    commitment: 'long_term',
    hours: 3,
    schedule: { wed: ['afternoon'], sat: ['morning'] },
    positions: 2,
    types: ['Association', 'VolunteerCenter', 'Municipality'],
    question: { text: 'Heb je zelf gevoetbald of eerder een team getraind?', required: false },
  },
  {
    key: 'club-canteen',
    nl: {
      title: 'Barvrijwilliger in de sportkantine',
      intro:
        'Na de wedstrijd wil iedereen een kop koffie of een broodje. Zonder vrijwilligers achter de bar blijft de kantine in {city} dicht.',
      tasks: [
        'Een dienst van drie uur achter de bar staan, zo’n twee keer per maand',
        'Koffie zetten, tosti’s maken en afrekenen',
        'Na afloop de kantine opruimen',
      ],
      offer:
        'Een rooster dat je zelf kiest, een barinstructie van {org} en een drankje na je dienst.',
    },
    en: {
      title: 'Bar volunteer in the club canteen',
      intro:
        'After the match everyone wants a coffee or a sandwich. Without volunteers behind the bar the canteen in {city} stays closed.',
      tasks: [
        'Work a three-hour shift behind the bar, about twice a month',
        'Make coffee and toasted sandwiches and take payment',
        'Tidy up the canteen afterwards',
      ],
      offer: 'A rota you choose yourself, a bar training from {org} and a drink after your shift.',
    },
    tags: ['Sport', 'Verenigingen', 'Koken', 'Organiseren'],
    commitment: 'recurring',
    hours: 1.5,
    schedule: { sat: ['morning', 'afternoon'], sun: ['morning'] },
    positions: 8,
    types: ['Association', 'VolunteerCenter'],
  },
  {
    key: 'museum-host',
    nl: {
      title: 'Gastvrouw of gastheer in het museum',
      intro:
        'Het museum in {city} vertelt het verhaal van de streek. Jij bent het eerste gezicht dat bezoekers zien.',
      tasks: [
        'Bezoekers ontvangen en de weg wijzen',
        'Kaartjes verkopen en vragen beantwoorden, soms in het Engels',
        'Een oogje in het zeil houden in de zalen',
      ],
      offer:
        'Een inwerkdag, gratis toegang tot andere musea en een groep vrijwilligers die van geschiedenis houdt.',
    },
    en: {
      title: 'Host at the museum',
      intro:
        'The museum in {city} tells the story of the region. You are the first face visitors see.',
      tasks: [
        'Welcome visitors and show them the way',
        'Sell tickets and answer questions, sometimes in English',
        'Keep an eye on the galleries',
      ],
      offer:
        'An induction day, free entry to other museums and a group of volunteers who love history.',
    },
    tags: ['Cultuur', 'Engels', 'Luisteren'],
    commitment: 'recurring',
    hours: 4,
    schedule: { sat: ['afternoon'], sun: ['afternoon'] },
    positions: 5,
    types: ['Foundation', 'Municipality', 'VolunteerCenter'],
  },
  {
    key: 'church-guide',
    nl: {
      title: 'Rondleider in de oude kerk',
      intro:
        'De kerk in {city} is al eeuwen het hart van de buurt. Op open dagen vertel jij bezoekers over de gebrandschilderde ramen, het orgel en de mensen van vroeger.',
      tasks: [
        'Rondleidingen geven aan kleine groepen',
        'Een verhaal voorbereiden met hulp van het archief',
        'Bezoekers welkom heten op de open monumentendag',
      ],
      offer: 'Een introductie door onze ervaren gidsen en toegang tot het archief van {org}.',
    },
    en: {
      title: 'Guide in the old church',
      intro:
        'For centuries the church in {city} has been the heart of the neighbourhood. On open days you tell visitors about the stained-glass windows, the organ and the people of the past.',
      tasks: [
        'Give guided tours to small groups',
        'Prepare a story with help from the archive',
        'Welcome visitors on Heritage Day',
      ],
      offer: 'An introduction by our experienced guides and access to the archive of {org}.',
    },
    tags: ['Cultuur', 'Engels', 'Evenementen'],
    commitment: 'recurring',
    hours: 2,
    schedule: { sat: ['afternoon'] },
    positions: 3,
    types: ['Church', 'Foundation', 'Municipality'],
  },
  {
    key: 'meadow-birds',
    nl: {
      title: 'Weidevogels beschermen in de polder',
      intro:
        'Kieviten en grutto’s broeden in het voorjaar in de weilanden rond {city}. Samen met de boeren zorgen we dat hun nesten het maaien overleven.',
      tasks: [
        'In maart tot juni nesten opsporen en markeren',
        'Afspraken maken met de boer over het maaien',
        'Tellingen doorgeven aan {org}',
      ],
      offer: 'Een cursus nesten zoeken, een verrekijker te leen en vroege ochtenden vol vogelzang.',
    },
    en: {
      title: 'Protecting meadow birds in the polder',
      intro:
        'Lapwings and godwits breed in the meadows around {city} in spring. Together with the farmers we make sure their nests survive the mowing.',
      tasks: [
        'Find and mark nests from March to June',
        'Agree with the farmer on when to mow',
        'Pass the counts on to {org}',
      ],
      offer: 'A nest-finding course, binoculars on loan and early mornings full of birdsong.',
    },
    tags: ['Natuur'],
    commitment: 'recurring',
    hours: 4,
    schedule: { mon: ['morning'], thu: ['morning'], sat: ['morning'] },
    positions: 6,
    types: ['Foundation', 'Association', 'Municipality'],
  },
  {
    key: 'litter',
    nl: {
      title: 'Zwerfafvalruimer in de wijk',
      intro:
        'Blikjes in de berm, plastic in de sloot: met een grijper en een vuilniszak maak jij je eigen straat in {city} schoner.',
      tasks: [
        'Een uur per week een vaste route lopen',
        'Het afval in de zakken van de gemeente doen',
        'Plekken met veel afval doorgeven via de app',
      ],
      offer: 'Een grijper, handschoenen, een hesje en zakken, allemaal van {org}.',
    },
    en: {
      title: 'Litter picker in the neighbourhood',
      intro:
        'Cans on the verge, plastic in the ditch: with a litter picker and a bin bag you make your own street in {city} cleaner.',
      tasks: [
        'Walk a fixed route for an hour a week',
        'Put the litter in the council’s bags',
        'Report spots with a lot of litter through the app',
      ],
      offer: 'A litter picker, gloves, a high-visibility vest and bags, all from {org}.',
    },
    tags: ['Natuur', 'Burenhulp'],
    commitment: 'long_term',
    hours: 1,
    schedule: { sat: ['morning'], sun: ['afternoon'] },
    positions: 10,
    types: ['Municipality', 'VolunteerCenter', 'School', 'Foundation'],
  },
  {
    key: 'adapted-swimming',
    nl: {
      title: 'Begeleider bij aangepast zwemmen',
      intro:
        'Elke zaterdagochtend zwemmen mensen met een beperking in het zwembad van {city}. Met een begeleider in het water durven ze meer.',
      tasks: [
        'Een zwemmer in het water begeleiden',
        'Helpen met omkleden en de weg naar het bad',
        'Na afloop samen koffiedrinken in de kantine',
      ],
      offer: 'Gratis zwemmen, een instructie van de badmeester en een hartelijke groep van {org}.',
    },
    en: {
      title: 'Companion for adapted swimming',
      intro:
        'Every Saturday morning people with a disability swim at the pool in {city}. With a companion in the water they dare to do more.',
      tasks: [
        'Accompany a swimmer in the water',
        'Help with changing and getting to the pool',
        'Have a coffee together in the canteen afterwards',
      ],
      offer: 'Free swimming, an introduction by the lifeguard and a warm-hearted group from {org}.',
    },
    tags: ['Sport', 'Sportbegeleiding', 'Mensen met een beperking', 'Geduld'],
    commitment: 'recurring',
    hours: 2,
    schedule: { sat: ['morning'] },
    positions: 4,
    types: ['CareInstitution', 'Association', 'Foundation', 'VolunteerCenter'],
  },
];
