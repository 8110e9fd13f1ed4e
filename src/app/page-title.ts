// The document title of SPEC section 2: '<route title> - <app name>', or the app name alone.

export function formatPageTitle(routeTitle: string | null | undefined, appName: string): string {
  const title = routeTitle?.trim();
  return title ? `${title} - ${appName}` : appName;
}
