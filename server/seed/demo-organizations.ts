// The demo organizations per center: the center's own VolunteerCenter organization at the root
// of the tree, and schools, foundations, care institutions, municipalities, associations and
// companies under it. Mostly approved; one pending and one denied per tenant to moderate.
import type { OrganizationStatus, OrganizationType } from '../../common/schemas/organizations';
import type { PlaceKey } from './demo-places';

export interface DemoOrganization {
  /** The center's slug. */
  center: string;
  type: OrganizationType;
  name: string;
  status: OrganizationStatus;
  place: PlaceKey;
  street: string;
  number: string;
  /** Short handle for the fictional website and e-mail address. */
  handle: string;
  description: string;
  contact: string;
  /**
   * What a foundation with one cause works on: tag names or text keys (demo-vacancy-texts.ts).
   * It posts only the texts that match one; without a focus an organization posts all its type's.
   */
  focus?: string[];
}

function org(
  center: string,
  type: OrganizationType,
  name: string,
  status: OrganizationStatus,
  place: PlaceKey,
  address: string,
  handle: string,
  description: string,
  contact: string,
): DemoOrganization {
  const [, street = address, number = '1'] = /^(.*)\s(\S+)$/.exec(address) ?? [];
  return { center, type, name, status, place, street, number, handle, description, contact };
}

const PUBLIC = 'volunteerly';
const DEMO = 'vrijwilligerscentrale-demo';
const OLDEBROEK = 'vrijwilligerscentrale-oldebroek';
const ROERMOND = 'vrijwilligersplein-roermond';
const MEEDOEN = 'steunpunt-meedoen';
const VOORBURG = 'cordaad-voorburg';
const LEIDSCHENDAM = 'cordaad-leidschendam';

// prettier-ignore
const ORGANIZATIONS: DemoOrganization[] = [
  org(PUBLIC, 'VolunteerCenter', 'Volunteerly Nederland', 'approved', 'utrecht', 'Oudegracht 231', 'volunteerly', 'Het landelijke platform waar vrijwilligers en organisaties elkaar vinden.', 'Sanne de Vries'),
  org(PUBLIC, 'School', 'Basisschool Het Kompas', 'approved', 'amersfoort', 'Kastanjelaan 12', 'hetkompas', 'Een basisschool waar ouders en buurtbewoners helpen met voorlezen en uitstapjes.', 'Marloes Jansen'),
  org(PUBLIC, 'Foundation', 'Stichting Taalmaatjes Utrecht', 'approved', 'utrecht', 'Lange Nieuwstraat 41', 'taalmaatjes', 'Taalmaatjes oefenen wekelijks Nederlands met nieuwkomers.', 'Ahmed Yilmaz'),
  org(PUBLIC, 'CareInstitution', 'Zorgcentrum De Lindehof', 'approved', 'arnhem', 'Lindelaan 8', 'delindehof', 'Woonzorgcentrum met een actieve vrijwilligersgroep voor activiteiten en wandelingen.', 'Petra Smit'),
  org(PUBLIC, 'Association', 'Repair Café Zwolle', 'pending', 'zwolle', 'Assendorperstraat 17', 'repaircafezwolle', 'Elke maand repareren we samen kapotte spullen in plaats van ze weg te gooien.', 'Kees Mulder'),
  org(PUBLIC, 'Company', 'Klusbedrijf Snel & Goed', 'denied', 'apeldoorn', 'Industrieweg 99', 'snelengoed', 'Commercieel klusbedrijf.', 'Dennis Post'),

  org(DEMO, 'VolunteerCenter', 'Vrijwilligerscentrale Demo', 'approved', 'utrecht', 'Oudegracht 100', 'demo', 'De vrijwilligerscentrale van de demo: hier probeer je alles uit.', 'Joris Bakker'),
  org(DEMO, 'School', 'Basisschool De Regenboog', 'approved', 'amersfoort', 'Regenboogstraat 4', 'deregenboog', 'Basisschool in Amersfoort die voorleesouders en begeleiders bij uitstapjes zoekt.', 'Ingrid de Boer'),
  org(DEMO, 'Foundation', 'Stichting Voedselbank Utrecht', 'approved', 'utrecht', 'Vaartsche Rijn 50', 'voedselbankutrecht', 'Wij verdelen wekelijks voedselpakketten aan gezinnen die het even niet redden.', 'Henk Visser'),
  org(DEMO, 'CareInstitution', 'Zorgcentrum Het Zonnehuis', 'approved', 'zwolle', 'Zonnelaan 20', 'hetzonnehuis', 'Zorgcentrum waar vrijwilligers koffie schenken, wandelen en spelletjes doen.', 'Anouk Peters'),
  org(DEMO, 'Municipality', 'Gemeente Amersfoort', 'approved', 'amersfoort', 'Stadhuisplein 1', 'amersfoort', 'De gemeente ondersteunt vrijwilligers met trainingen en een vrijwilligersverzekering.', 'Bram Hendriks'),
  org(DEMO, 'Association', 'Buurtvereniging De Zonnewijzer', 'pending', 'apeldoorn', 'Zonnewijzerlaan 3', 'dezonnewijzer', 'Buurtvereniging met een buurthuis, een moestuin en een klussenteam.', 'Lotte Vos'),
  org(DEMO, 'Company', 'Schoonmaakbedrijf Glans BV', 'denied', 'arnhem', 'Westervoortsedijk 71', 'glans', 'Commercieel schoonmaakbedrijf.', 'Mark de Wit'),

  org(OLDEBROEK, 'VolunteerCenter', 'Vrijwilligerscentrale Oldebroek', 'approved', 'oldebroek', 'Zuiderzeestraatweg 112', 'vco', 'Het steunpunt voor vrijwilligerswerk en burenhulp in de gemeente Oldebroek.', 'Gerrit van den Berg'),
  org(OLDEBROEK, 'School', 'Basisschool De Wegwijzer', 'approved', 'wezep', 'Mr. van Rhemenslaan 5', 'dewegwijzer', 'Christelijke basisschool in Wezep; we zoeken hulp bij lezen en de schooltuin.', 'Janneke Kok'),
  org(OLDEBROEK, 'Foundation', 'Stichting Voedselbank Noord-Veluwe', 'approved', 'wezep', 'Stationsweg 28', 'voedselbanknv', 'Voedselbank voor Oldebroek, Elburg, Hattem, Heerde en Nunspeet.', 'Wim Koster'),
  org(OLDEBROEK, 'Municipality', 'Gemeente Oldebroek', 'approved', 'oldebroek', 'Raadhuisplein 1', 'gemeenteoldebroek', 'De gemeente Oldebroek werkt samen met de vrijwilligerscentrale aan een sterke samenleving.', 'Erik Prins'),
  org(OLDEBROEK, 'CareInstitution', 'Zorgcentrum De Bongerd', 'approved', 'hattemerbroek', 'Bongerdweg 2', 'debongerd', 'Kleinschalig zorgcentrum; vrijwilligers helpen bij maaltijden en uitjes.', 'Grietje Hoekstra'),
  org(OLDEBROEK, 'Association', 'Muziekvereniging Excelsior Oosterwolde', 'pending', 'oosterwolde', 'Oosterwolderweg 14', 'excelsior', 'Fanfare met een jeugdorkest; we zoeken een penningmeester en vervoer naar concoursen.', 'Hendrik Bos'),
  org(OLDEBROEK, 'Company', 'Loonbedrijf Van de Brink', 'denied', 'tLoo', "'t Loo 40", 'vandebrink', 'Agrarisch loonbedrijf.', 'Jan van de Brink'),

  org(ROERMOND, 'VolunteerCenter', 'Vrijwilligersplein Roermond', 'approved', 'roermond', 'Markt 12', 'vrijwilligersplein', 'Het centrale punt voor vrijwilligerswerk in Roermond.', 'Maud Hermans'),
  org(ROERMOND, 'School', 'Basisschool De Meerpaal', 'approved', 'maasniel', 'Kapelaan Bemelmansstraat 9', 'demeerpaal', 'Basisschool in Maasniel; hulp bij het overblijven en de bibliotheek is welkom.', 'Sjaak Linders'),
  org(ROERMOND, 'Foundation', 'Stichting Vluchtelingenwerk Midden-Limburg', 'approved', 'roermond', 'Swalmerstraat 60', 'vluchtelingenwerk', 'Begeleiding van statushouders bij taal, werk en wegwijs worden in de stad.', 'Yasmina Haddou'),
  org(ROERMOND, 'CareInstitution', 'Zorgcentrum Sint Franciscus', 'approved', 'roermondOost', 'Kloosterwandstraat 33', 'franciscus', 'Verpleeghuis waar vrijwilligers bewoners gezelschap houden en begeleiden.', 'Ria Smeets'),
  org(ROERMOND, 'Municipality', 'Gemeente Roermond', 'approved', 'roermond', 'Markt 31', 'gemeenteroermond', 'De gemeente Roermond ondersteunt vrijwilligersorganisaties.', 'Tom Janssen'),
  org(ROERMOND, 'Association', 'Harmonie Sint Caecilia Herten', 'pending', 'herten', 'Kerkstraat 7', 'caecilia', 'Harmonieorkest uit Herten dat helpers zoekt voor concerten en de carnavalsoptocht.', 'Lei Geraedts'),
  org(ROERMOND, 'Company', 'Evenementenbureau Maasfeest', 'denied', 'asenray', 'Asenrayerweg 88', 'maasfeest', 'Commercieel evenementenbureau.', 'Bart Willems'),

  org(MEEDOEN, 'VolunteerCenter', 'Steunpunt Meedoen', 'approved', 'zwolle', 'Melkmarkt 5', 'meedoen', 'Steunpunt voor meedoen in de wijk: vrijwilligerswerk, ontmoeting en hulp.', 'Fatima El Amrani'),
  org(MEEDOEN, 'School', 'Openbare Basisschool De Vlieger', 'approved', 'apeldoorn', 'Vliegerstraat 12', 'devlieger', 'Openbare basisschool die taalmaatjes voor ouders zoekt.', 'Sandra Meijer'),
  org(MEEDOEN, 'Foundation', 'Stichting Leergeld Zwolle', 'approved', 'zwolle', 'Thorbeckegracht 22', 'leergeld', 'Wij zorgen dat alle kinderen mee kunnen doen met sport, cultuur en school.', 'Pieter de Graaf'),
  org(MEEDOEN, 'Municipality', 'Gemeente Zwolle', 'approved', 'zwolle', 'Grote Kerkplein 15', 'gemeentezwolle', 'Meedoen in Zwolle: de gemeente steunt buurtinitiatieven.', 'Eva Schouten'),
  org(MEEDOEN, 'Church', 'Protestantse Gemeente Arnhem-Centrum', 'approved', 'arnhem', 'Kerkplein 1', 'pgarnhem', 'Kerkgemeenschap met een inloophuis en een maaltijd voor de buurt.', 'Ds. Marieke Dijkstra'),
  org(MEEDOEN, 'Association', 'Schaakclub De Denktank', 'pending', 'amersfoort', 'Lieven de Keylaan 9', 'denktank', 'Schaakclub die schaaklessen geeft aan kinderen en ouderen.', 'Gijs van Leeuwen'),
  org(MEEDOEN, 'Company', 'Webwinkel Koopjeshoek', 'denied', 'utrecht', 'Kanaalweg 200', 'koopjeshoek', 'Commerciële webwinkel.', 'Robin Claassen'),

  org(VOORBURG, 'VolunteerCenter', 'Cordaad Welzijn Voorburg', 'approved', 'voorburg', 'Herenstraat 45', 'cordaadvoorburg', 'Welzijnsorganisatie en vrijwilligerssteunpunt voor Voorburg.', 'Annemiek Verhoeven'),
  org(VOORBURG, 'School', 'Basisschool Het Palet', 'approved', 'voorburg', 'Koningin Julianalaan 160', 'hetpalet', 'Basisschool in Voorburg; we zoeken voorleesouders en hulp bij de sportdag.', 'Nicole van Dam'),
  org(VOORBURG, 'Foundation', 'Stichting Voedselbank Leidschendam-Voorburg', 'approved', 'voorburg', 'Westeinde 80', 'voedselbanklv', 'Voedselbank voor Leidschendam-Voorburg; hulp bij sorteren en uitdelen.', 'Frank Hoogland'),
  org(VOORBURG, 'Municipality', 'Gemeente Leidschendam-Voorburg', 'approved', 'leidsenhage', 'Weigelia 20', 'gemeentelv', 'De gemeente werkt met Cordaad samen aan vrijwilligerswerk.', 'Ilse Vermeulen'),
  org(VOORBURG, 'Association', 'Tennisvereniging Voorburg', 'pending', 'voorburg', 'Park Leeuwenbergh 2', 'tvvoorburg', 'Tennisclub die vrijwilligers zoekt voor de bar en toernooien.', 'Olivier Dekker'),

  org(LEIDSCHENDAM, 'VolunteerCenter', 'Cordaad Welzijn Leidschendam', 'approved', 'leidschendam', 'Damplein 6', 'cordaadleidschendam', 'Welzijnsorganisatie en vrijwilligerssteunpunt voor Leidschendam en Stompwijk.', 'Rachid Bouzian'),
  org(LEIDSCHENDAM, 'School', 'Sint Jozefschool Stompwijk', 'approved', 'stompwijk', 'Stompwijkseweg 55', 'jozefschool', 'Dorpsschool in Stompwijk met een schooltuin die onderhoud nodig heeft.', 'Monique Zuidam'),
  org(LEIDSCHENDAM, 'CareInstitution', 'Woonzorgcentrum Duinhof', 'approved', 'leidschendam', 'Duinhoflaan 3', 'duinhof', 'Woonzorgcentrum; vrijwilligers begeleiden bewoners naar de markt en activiteiten.', 'Tineke Blom'),
  org(LEIDSCHENDAM, 'Foundation', 'Stichting Natuurbeheer Stompwijkse Polder', 'approved', 'stompwijk', 'Dorpsstraat 41', 'stompwijksepolder', 'Natuurbeheer en weidevogelbescherming in de polder.', 'Arie Vreugdenhil'),
  org(LEIDSCHENDAM, 'Company', 'Hoveniersbedrijf Groen & Zo', 'denied', 'leidsenhage', 'Veursestraatweg 120', 'groenenzo', 'Commercieel hoveniersbedrijf.', 'Niels Koppers'),
];

// Every board needs a treasurer, so the foundations' focus names that text too.
const FOCUS: Record<string, string[]> = {
  taalmaatjes: ['Taal', 'Nieuwkomers', 'digicoach', 'paperwork', 'treasurer'],
  voedselbankutrecht: ['Voedselbank', 'treasurer'],
  voedselbanknv: ['Voedselbank', 'treasurer'],
  voedselbanklv: ['Voedselbank', 'treasurer'],
  vluchtelingenwerk: ['Nieuwkomers', 'Taal', 'paperwork', 'treasurer'],
  leergeld: ['Kinderen', 'Jongeren', 'treasurer'],
  stompwijksepolder: ['Natuur', 'treasurer'],
};

export const DEMO_ORGANIZATIONS: DemoOrganization[] = ORGANIZATIONS.map((o) =>
  FOCUS[o.handle] ? { ...o, focus: FOCUS[o.handle] } : o,
);
