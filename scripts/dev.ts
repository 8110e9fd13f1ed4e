// `npm run dev`: the API server in watch mode on API_PORT (8081) and Vite's dev server on PORT
// (8080) proxying the server-owned paths to it. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop(code = 0): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
