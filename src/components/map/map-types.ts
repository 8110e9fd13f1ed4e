// A marker on a map: where, what its popup says and where its link goes.
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  title: string;
  subtitle?: string;
  /** The page the popup links to. */
  href?: string;
}
