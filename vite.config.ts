// Builds the PWA: one chunk per route, the injectManifest service worker from sw/, and the
// build manifest /builds/latest.json that running apps poll to offer a reload.
import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { ILLUSTRATION_ASSET_GLOBS } from './common/pwa';
import { hoistImportsPlugin } from './scripts/hoist-imports';
import { precompressPlugin } from './scripts/precompress';

const buildId = `${new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, '')
  .slice(0, 14)}-${randomBytes(3).toString('hex')}`;
const buildTimestamp = new Date().toISOString();

function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, timestamp: buildTimestamp }),
      });
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 8081);
const serverOwned = [
  '/api',
  '/config.json',
  '/i18n',
  '/builds',
  '/uploads',
  '/manifest.webmanifest',
];

export default defineConfig(({ command }) => {
  const isBuild = command === 'build';
  return {
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
    },
    plugins: [
      react(),
      // Our makeStyles calls compiled at build time (Fluent's own come precompiled): the browser
      // no longer resolves and hashes every style object on first use. Repeat visit to the home
      // heading, median of 20: 451-454 -> 392-422 ms online (docs/decisions.md). Build only: dev
      // keeps the runtime path (fast rebuilds, readable class names).
      isBuild &&
        griffel({
          include: ['src/**/*.ts', 'src/**/*.tsx'],
          babelOptions: {
            presets: [
              ['@babel/preset-typescript', { isTSX: true, allExtensions: true }],
              ['@babel/preset-react', { runtime: 'automatic' }],
            ],
          },
        }),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // Fonts are not precached: each tenant loads only its own (runtime caching: offline issue).
          globPatterns: ['**/*.{js,css,html,svg}'],
          // The illustrations too: the worker caches the few a visitor sees (sw/sw.ts).
          globIgnores: ['builds/**', ...ILLUSTRATION_ASSET_GLOBS],
        },
        devOptions: { enabled: false },
      }),
      // A page's chunks in one round trip instead of three (scripts/hoist-imports.ts).
      hoistImportsPlugin(),
      buildManifest(),
      // .br and .gz copies of the text files, served by server/plugins/static-files.ts.
      precompressPlugin(),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 700,
      // No <link rel="modulepreload"> per dependency when a route's chunk is imported: appending
      // them cost a phone's main thread ~5-10 ms each (a route has up to ~25), which made the idle
      // preloads of the links in view long tasks (Lighthouse's TBT). The browser fetches a chunk's
      // imports itself once the chunk has arrived (one or two round trips later on a deep link;
      // preloading them from index.html instead made the entry itself arrive later).
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically goes into one chunk instead of ~40 small
          // shared ones: it all loads on every first visit anyway, and one file compresses better
          // (about 11 KB less gzip). Pages and other lazy code keep their own chunks.
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'], priority: 2 },
              // Fluent's form controls in two chunks instead of ~25 small ones per page (each
              // control, its styles and helpers were their own chunk): on HTTP/1.1 a browser opens
              // six connections per host, so the search page's 27 dependency chunks took five
              // rounds. Now 10. Fields (field, input, label, message bar) are on almost every page
              // (the home page's search field); choices come with forms and filters.
              // Lighthouse /vacancies/search, median of 3: 81-89 -> 90-91, 87 on a loaded machine
              // (LCP 3.0-3.7 -> 2.8-3.0 s); home 93-94 -> 95-96; the home page's initial JS
              // 183.0 -> 185.3 KB gzip in 6 scripts instead of 12 (docs/decisions.md).
              {
                name: 'form-fields',
                test: /node_modules[\\/]@fluentui[\\/]react-(field|input|label|message-bar)[\\/]/,
                priority: 1,
              },
              {
                name: 'form-choices',
                test: /node_modules[\\/]@fluentui[\\/]react-(checkbox|select|search|textarea|radio|switch)[\\/]/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 8080),
      proxy: {
        ...Object.fromEntries(serverOwned.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
        // /auth/* GETs are client pages; only the API verbs go to the server.
        '/auth': {
          target: `http://127.0.0.1:${apiPort}`,
          bypass: (req) =>
            req.method === 'GET' && !req.url?.startsWith('/auth/validate_token')
              ? req.url
              : undefined,
        },
      },
    },
  };
});
