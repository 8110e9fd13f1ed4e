// Lint rules, including the import rules of DESIGN.md section 3 (one-way flow, no cycles,
// no feature reaching into another feature's internals).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

const zones = [
  {
    target: './common',
    from: ['./src', './server', './sw', './tests'],
    message: 'common/ runs everywhere: it imports nothing of src, server or sw.',
  },
  {
    target: './server',
    from: ['./src', './sw'],
    message: 'server and src never import each other.',
  },
  { target: './src', from: ['./server'], message: 'server and src never import each other.' },
  { target: './sw', from: ['./src', './server'], message: 'sw imports only common.' },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'lib and components sit below features and app.',
  },
  { target: './src/features', from: './src/app', message: 'features sit below app.' },
  {
    target: ['./server/lib', './server/plugins', './server/db', './server/env.ts'],
    from: ['./server/modules', './server/seed', './server/app.ts', './server/index.ts'],
    message:
      'server/lib, plugins and db sit below the modules: they import no module (app.ts hands a plugin what it needs).',
  },
  ...features.map((f) => ({
    target: `./src/features/${f.name}`,
    from: './src/features',
    except: [`./${f.name}`],
    message: 'A feature does not import another feature; move what both need to src/lib or common.',
  })),
];

// Who may query: only *repo.ts and *-sql.ts files (and db/ itself, the seed, tests) import
// drizzle-orm values, the table objects or the connection; everyone else asks them.
const queryOnlyInRepos = {
  paths: [
    {
      name: 'drizzle-orm',
      allowTypeImports: true,
      message: 'Only *repo.ts and *-sql.ts files query the database.',
    },
  ],
  patterns: [
    {
      group: ['drizzle-orm/*', '**/db/connection', '**/db/schema/*'],
      allowTypeImports: true,
      message:
        'Only *repo.ts and *-sql.ts files query the database; import the repo function (types are fine).',
    },
  ],
};

// A module's public surface is its service.ts and use-case files; another module never reaches
// into its repo, SQL, views or routes.
const otherModulesInternals = {
  group: ['../*/*repo', '../*/*-sql', '../*/views', '../*/*routes'],
  message:
    "Another module's repo, SQL, views and routes are its own: call its service (or use-case file).",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'dev-dist/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Settings are read only in server/env.ts.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@tanstack/query/exhaustive-deps': 'error',
      '@tanstack/query/no-rest-destructuring': 'error',
      '@tanstack/query/stable-query-client': 'error',
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{ts,js}',
      'vite.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/env.ts', 'tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*repo.ts',
      'server/**/*-sql.ts',
      'server/db/**',
      'server/seed/**',
      'server/index.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', queryOnlyInRepos] },
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/**/*repo.ts', 'server/**/*-sql.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { ...queryOnlyInRepos, patterns: [...queryOnlyInRepos.patterns, otherModulesInternals] },
      ],
    },
  },
  {
    files: ['server/modules/**/*repo.ts', 'server/modules/**/*-sql.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [otherModulesInternals] }],
    },
  },
  prettier,
);
