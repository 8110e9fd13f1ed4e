// Placeholder until the install action lands: 'Install app' where the browser offers it (issue #4).
export function InstallAppButton() {
  return null;
}
