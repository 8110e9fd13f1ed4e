// Makes sure the e2e suite has a Chromium: Playwright's own, else Debian's package; tries to
// get one (Playwright's download, then apt-get as root) and otherwise says what to install.
import { spawnSync } from 'node:child_process';
import { findPlaywrightChromium, findSystemChromium } from './browser-path';

function found(): string | null {
  return findPlaywrightChromium() ?? findSystemChromium();
}

function run(command: string, args: string[]): boolean {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

let browser = found();
if (!browser) {
  console.log("ensure-browser: no Chromium found; trying Playwright's download.");
  run('npx', ['playwright', 'install', 'chromium']);
  browser = found();
}
if (!browser && process.getuid?.() === 0) {
  console.log("ensure-browser: trying Debian's chromium package.");
  if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', 'chromium']);
  browser = found();
}
if (!browser) {
  console.error(
    [
      'The end-to-end tests need Chromium and none was found or could be installed.',
      'Install one of these, then run `npm test` again:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium',
      "  - or Playwright's browser: npx playwright install chromium",
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`ensure-browser: using ${browser}`);
