// Places for demo addresses (GLOSSARY.md): postcode area and approximate coordinates, good
// enough for distance search in demos and tests.

export interface Place {
  city: string;
  postcodeArea: string;
  lat: number;
  lng: number;
  phonePrefix: string;
}

function place(city: string, postcodeArea: string, lat: number, lng: number, phone: string) {
  return { city, postcodeArea, lat, lng, phonePrefix: phone } satisfies Place;
}

export const PLACES = {
  oldebroek: place('Oldebroek', '8096', 52.445, 5.901, '0525'),
  wezep: place('Wezep', '8091', 52.461, 6.004, '038'),
  hattemerbroek: place('Hattemerbroek', '8094', 52.474, 6.012, '038'),
  oosterwolde: place('Oosterwolde', '8095', 52.47, 5.934, '0525'),
  tLoo: place("'t Loo", '8097', 52.423, 5.877, '0525'),
  roermond: place('Roermond', '6041', 51.194, 5.987, '0475'),
  roermondOost: place('Roermond', '6042', 51.196, 6.005, '0475'),
  maasniel: place('Maasniel', '6043', 51.195, 6.02, '0475'),
  asenray: place('Asenray', '6044', 51.181, 6.035, '0475'),
  herten: place('Herten', '6049', 51.175, 5.965, '0475'),
  voorburg: place('Voorburg', '2271', 52.074, 4.36, '070'),
  leidschendam: place('Leidschendam', '2265', 52.083, 4.395, '070'),
  stompwijk: place('Stompwijk', '2266', 52.095, 4.476, '070'),
  leidsenhage: place('Leidschendam', '2262', 52.083, 4.382, '070'),
  utrecht: place('Utrecht', '3511', 52.091, 5.122, '030'),
  amersfoort: place('Amersfoort', '3811', 52.156, 5.387, '033'),
  zwolle: place('Zwolle', '8011', 52.512, 6.094, '038'),
  apeldoorn: place('Apeldoorn', '7311', 52.211, 5.969, '055'),
  arnhem: place('Arnhem', '6811', 51.985, 5.899, '026'),
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof PLACES;
