// Demo vacancy texts around school, children, sport and getting online (see demo-vacancy-texts.ts).
import type { VacancyText } from './demo-vacancy-texts';

export const LEARNING_TEXTS: VacancyText[] = [
  {
    key: 'reading',
    nl: {
      title: 'Voorlezen op de basisschool',
      intro:
        'Kinderen die thuis weinig worden voorgelezen, lopen achter met taal. Jij leest op {org} in {city} voor aan kleine groepjes.',
      tasks: [
        'Voorlezen aan groepjes van vier tot zes kinderen',
        'Samen praten over het verhaal en de plaatjes',
        'Boeken uitzoeken met de juf of meester',
      ],
      offer: 'Je bent welkom in het team, krijgt een voorleestraining en wij vragen je VOG aan.',
    },
    en: {
      title: 'Reading aloud at primary school',
      intro:
        'Children who are rarely read to at home fall behind in language. At {org} in {city} you read to small groups.',
      tasks: [
        'Read aloud to groups of four to six children',
        'Talk about the story and the pictures together',
        'Choose books with the teacher',
      ],
      offer:
        'You are welcome in the team, get a training in reading aloud and we apply for your certificate of conduct.',
    },
    tags: ['Onderwijs', 'Voorlezen', 'Kinderen', 'Taal'],
    commitment: 'recurring',
    hours: 1,
    schedule: { mon: ['morning'], wed: ['morning'] },
    positions: 4,
    types: ['School'],
    question: {
      text: 'Heb je een Verklaring Omtrent het Gedrag (VOG), of mogen wij die voor je aanvragen?',
      required: true,
    },
  },
  {
    key: 'homework',
    nl: {
      title: 'Huiswerkbegeleiding voor kinderen',
      intro:
        'Sommige kinderen in {city} hebben thuis niemand die kan helpen met huiswerk. Jij helpt ze op weg met rekenen, taal en plannen.',
      tasks: [
        'Twee middagen per week huiswerk maken met een klein groepje',
        'Uitleggen wat in de les niet duidelijk werd',
        'Helpen met plannen en overzicht houden',
      ],
      offer:
        'Begeleiding door een coördinator van {org}, contact met de school en materiaal om mee te werken.',
    },
    en: {
      title: 'Homework support for children',
      intro:
        'Some children in {city} have nobody at home who can help with their homework. You help them along with maths, language and planning.',
      tasks: [
        'Do homework with a small group two afternoons a week',
        'Explain what was not clear in class',
        'Help them plan and keep track',
      ],
      offer:
        'Support from a coordinator at {org}, contact with the school and materials to work with.',
    },
    tags: ['Onderwijs', 'Lesgeven', 'Kinderen', 'Jongeren', 'Geduld'],
    commitment: 'recurring',
    hours: 2,
    schedule: { mon: ['afternoon'], thu: ['afternoon'] },
    remote: 'sometimes',
    positions: 4,
    types: ['School', 'Foundation', 'VolunteerCenter'],
  },
  {
    key: 'school-garden',
    nl: {
      title: 'Hulp in de schooltuin',
      intro:
        'Onze leerlingen leren in de schooltuin hoe groente groeit. De tuin is groot en de juf heeft maar twee handen.',
      tasks: [
        'Met groepjes kinderen zaaien, wieden en oogsten',
        'De tuin bijhouden in de vakantie',
        'Meedenken over nieuwe plantjes en projecten',
      ],
      offer: 'Gereedschap is er, koffie ook. Je werkt samen met andere ouders en buurtbewoners.',
    },
    en: {
      title: 'Helping in the school garden',
      intro:
        'In the school garden our pupils learn how vegetables grow. The garden is big and the teacher has only two hands.',
      tasks: [
        'Sow, weed and harvest with small groups of children',
        'Keep the garden going during the holidays',
        'Think along about new plants and projects',
      ],
      offer:
        'The tools are there, and so is the coffee. You work with other parents and neighbours.',
    },
    tags: ['Onderwijs', 'Kinderen', 'Tuinonderhoud', 'Natuur'],
    commitment: 'recurring',
    hours: 2,
    schedule: { wed: ['afternoon'] },
    positions: 3,
    types: ['School'],
  },
  {
    key: 'school-trips',
    nl: {
      title: 'Begeleider bij schooluitstapjes',
      intro:
        'Met de klas naar het museum, de kinderboerderij of het bos: dat kan alleen met genoeg begeleiders. Rij of loop jij mee?',
      tasks: [
        'Een groepje kinderen begeleiden tijdens het uitstapje',
        'Eventueel met je eigen auto rijden',
        'Zorgen dat iedereen veilig weer op school komt',
      ],
      offer: 'Een dag vol indrukken en de dank van {org} en de kinderen.',
    },
    en: {
      title: 'Chaperone for school trips',
      intro:
        'Taking the class to the museum, the petting farm or the woods only works with enough adults. Will you walk or drive along?',
      tasks: [
        'Look after a small group of children during the trip',
        'Drive your own car if you like',
        'Make sure everyone gets back to school safely',
      ],
      offer: 'A day full of impressions and the thanks of {org} and the children.',
    },
    tags: ['Onderwijs', 'Kinderen', 'Rijbewijs B'],
    commitment: 'one_off',
    hours: 5,
    schedule: { thu: ['morning', 'afternoon'] },
    positions: 6,
    types: ['School'],
  },
  {
    key: 'sports-coach',
    nl: {
      title: 'Sportbegeleider voor jongeren',
      intro:
        'Op het sportveld in {city} sporten jongeren uit de wijk twee keer per week samen. Jij zet de oefeningen klaar en houdt het leuk en veilig.',
      tasks: [
        'Trainingen voorbereiden en geven met een tweede begeleider',
        'Jongeren aanmoedigen die het lastig vinden om mee te doen',
        'EHBO verlenen als dat nodig is',
      ],
      offer: 'Een sportkledingpakket, een cursus van {org} en een enthousiaste groep jongeren.',
    },
    en: {
      title: 'Sports coach for young people',
      intro:
        'Twice a week young people from the neighbourhood play sport together on the field in {city}. You set up the exercises and keep it fun and safe.',
      tasks: [
        'Prepare and lead sessions with a second coach',
        'Encourage young people who find it hard to join in',
        'Give first aid when needed',
      ],
      offer: 'A sportswear kit, a course from {org} and an enthusiastic group of young people.',
    },
    tags: ['Sport', 'Sportbegeleiding', 'Jongeren', 'EHBO'],
    commitment: 'recurring',
    hours: 2,
    schedule: { wed: ['evening'], sat: ['morning'] },
    positions: 3,
    types: ['Association', 'Municipality', 'VolunteerCenter', 'School'],
  },
  {
    key: 'sports-day',
    nl: {
      title: 'Helpen bij de sportdag',
      intro:
        'Eén dag per jaar draait alles om sport en spel. Voor de sportdag van {org} zoeken we spelbegeleiders.',
      tasks: [
        'Een spelonderdeel opbouwen en begeleiden',
        'Scores bijhouden en kinderen aanmoedigen',
        'Na afloop helpen met opruimen',
      ],
      offer: 'Lunch, een sportdagshirt en een dag vol blije kinderen.',
    },
    en: {
      title: 'Helping at sports day',
      intro:
        'One day a year is all about sport and games. For the sports day of {org} we need game leaders.',
      tasks: [
        'Set up and run one of the games',
        'Keep scores and cheer the children on',
        'Help clear up afterwards',
      ],
      offer: 'Lunch, a sports day T-shirt and a day full of happy children.',
    },
    tags: ['Sport', 'Evenementen', 'Kinderen', 'Sportbegeleiding'],
    commitment: 'one_off',
    hours: 6,
    schedule: { fri: ['morning', 'afternoon'] },
    positions: 10,
    types: ['School'],
  },
  {
    key: 'digicoach',
    nl: {
      title: 'Digicoach: help mensen online',
      intro:
        'DigiD, de bank-app, een videobel met de kleinkinderen: steeds meer gaat online. Als digicoach help je mensen in {city} die daarbij vastlopen.',
      tasks: [
        'Spreekuur houden in de bibliotheek of het buurthuis',
        'Uitleggen hoe een telefoon, tablet of laptop werkt',
        'Helpen met DigiD, e-mail en veilig internetten',
      ],
      offer: 'Een training tot digicoach, een vast spreekuur en collega-coaches van {org}.',
    },
    en: {
      title: 'Digital coach: help people get online',
      intro:
        'DigiD, the banking app, a video call with the grandchildren: more and more happens online. As a digital coach you help people in {city} who get stuck.',
      tasks: [
        'Hold a walk-in hour at the library or the community centre',
        'Explain how a phone, tablet or laptop works',
        'Help with DigiD, e-mail and staying safe online',
      ],
      offer: 'A digital coach training, a regular walk-in hour and fellow coaches at {org}.',
    },
    tags: ['Digicoach', 'Digitale vaardigheden', 'Ouderen', 'Geduld'],
    commitment: 'recurring',
    hours: 2,
    schedule: { tue: ['evening'], thu: ['evening'], sat: ['morning'] },
    remote: 'sometimes',
    positions: 4,
    types: ['VolunteerCenter', 'Municipality', 'Foundation', 'CareInstitution'],
  },
  {
    key: 'reading-at-home',
    nl: {
      title: 'Voorlezen bij gezinnen thuis',
      intro:
        'In sommige gezinnen in {city} wordt thuis weinig voorgelezen. Twintig weken lang kom jij elke week langs met een tas vol prentenboeken.',
      tasks: [
        'Een uur per week voorlezen aan een kind van twee tot acht jaar',
        'De ouders laten zien hoe leuk en makkelijk voorlezen is',
        'Samen met het gezin naar de bibliotheek gaan',
      ],
      offer:
        'Een training voorlezen, boeken uit de bibliotheek en een coördinator van {org} die meedenkt.',
    },
    en: {
      title: 'Reading aloud to families at home',
      intro:
        'In some families in {city} children are rarely read to. For twenty weeks you visit every week with a bag full of picture books.',
      tasks: [
        'Read aloud to a child aged two to eight for an hour a week',
        'Show the parents how easy and fun reading aloud is',
        'Visit the library together with the family',
      ],
      offer:
        'A reading aloud training, books from the library and a coordinator at {org} to think along.',
    },
    tags: ['Voorlezen', 'Taal', 'Kinderen', 'Gezinnen'],
    commitment: 'recurring',
    hours: 1,
    schedule: { wed: ['afternoon'], sat: ['morning'] },
    positions: 6,
    types: ['Foundation', 'VolunteerCenter', 'Municipality', 'School'],
  },
];
