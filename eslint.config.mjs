// Lint for every package. Import boundaries encode the architecture:
// a remote imports nothing from another remote or the host; a feature never imports another feature,
// and an app's cross-feature folders (src/api, components, hooks, lib) never import a feature;
// routing and react-query come only through @citylens/shared's small singleton modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const apps = ['host', 'remote-discovery', 'remote-events', 'remote-shop', 'remote-account'];

const appZones = apps.flatMap((app) =>
  apps
    .filter((other) => other !== app)
    .map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: `${app} must not import from ${other}: apps talk through the bus in @citylens/shared.`,
    })),
);

// The inner shape every app shares (docs/app-shape.md): src/features/<feature>/ holds one feature;
// src/api, src/components, src/hooks and src/lib hold what several features use.
const sharedFolders = ['api', 'components', 'hooks', 'lib'];
const shapeHint = 'See docs/app-shape.md.';

// features/<a> may not import features/<b> (same app): what both need moves to the app's
// cross-feature folders; pages are composed in src/exposed (remotes) or src/app (host).
const featureZones = apps.flatMap((app) => {
  const dir = `./${app}/src/features`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${dir}/${name}`,
      from: dir,
      except: [`./${name}`],
      message: `Feature "${name}" must not import another feature's code: move what both need to ${app}/src/{api,components,hooks,lib} (or @citylens/shared when other apps need it too). ${shapeHint}`,
    }));
});

// Cross-feature code is below every feature: it never imports one.
const crossFeatureZones = apps.flatMap((app) =>
  sharedFolders.map((folder) => ({
    target: `./${app}/src/${folder}`,
    from: `./${app}/src/features`,
    message: `${app}/src/${folder} is cross-feature code and must not import a feature: move the piece it needs out of the feature into ${app}/src/{api,components,hooks,lib}, or pass it in as a prop. ${shapeHint}`,
  })),
);

// Inside @citylens/shared, imports point down, from the parts the apps use to the foundations:
// each layer may import the layers before it, never one after it.
const sharedLayers = [
  ['contracts'],
  ['config', 'stores', 'format', 'validation'],
  ['bus'],
  ['http'],
  ['session'],
  ['hooks'],
  ['cart'],
  ['ui'],
];
const sharedLayerZones = sharedLayers.flatMap((layer, index) =>
  layer.flatMap((folder) =>
    sharedLayers
      .slice(index + 1)
      .flat()
      .map((above) => ({
        target: `./shared/src/${folder}`,
        from: `./shared/src/${above}`,
        message: `shared/src/${folder} is below shared/src/${above} and must not import it: move the piece both need down, or pass it in.`,
      })),
  ),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-canary/**',
      '**/dist.next/**',
      '**/dist.previous/**',
      '**/.release-archive/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Boundaries are checked on resolved files: without a resolver, extensionless imports are skipped.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, ...featureZones, ...crossFeatureZones, ...sharedLayerZones] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@citylens/host', '@citylens/host/*', '@citylens/remote-*'],
              message: 'Apps never import each other: talk through the bus in @citylens/shared.',
            },
          ],
          paths: [
            {
              name: 'react-router-dom',
              message: 'Import routing from @citylens/shared/router (one shared router).',
            },
            {
              name: 'react-router',
              message: 'Import routing from @citylens/shared/router (one shared router).',
            },
            {
              name: '@tanstack/react-query',
              message: 'Import from @citylens/shared/query (one shared QueryClient).',
            },
            {
              name: '@citylens/shared/schemas',
              allowTypeImports: true,
              message:
                "The API's schemas are types to the apps (`import type`): a schema object would ship to the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // One rule for React Query reads (docs/app-shape.md): `export const xQuery = (...) =>
    // queryOptions({...})`, and every queryFn hands React Query's signal to its request.
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'FunctionDeclaration[id.name=/Query$/]',
          message:
            'Write a query factory as `export const xQuery = (...) => queryOptions({...})` (docs/app-shape.md).',
        },
        {
          selector: 'VariableDeclarator[id.name=/^get[A-Z]\\w*Query$/]',
          message:
            'Name a query factory after what it reads: `xQuery`, not `getXQuery` (docs/app-shape.md).',
        },
        {
          selector:
            "CallExpression[callee.name='queryOptions'] Property[key.name='queryFn'] > :matches(ArrowFunctionExpression, FunctionExpression)[params.length=0]",
          message:
            "Pass React Query's signal to the request: `queryFn: ({ signal }) => apiGet(path, { signal })` (docs/app-shape.md).",
        },
        {
          selector:
            "CallExpression[callee.name='queryOptions'] Property[key.name='queryFn'][value.type='Identifier']",
          message:
            "Write the queryFn inline and pass React Query's signal to the request: `queryFn: ({ signal }) => …` (docs/app-shape.md).",
        },
      ],
    },
  },
  {
    // The shared package owns the re-exports; the API and e2e are not browser apps.
    files: ['shared/**', 'api/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Each shared entry (@citylens/shared, /router, /query, /ui) is its own federation singleton:
    // reaching another entry by a relative path would bundle a second copy of it.
    files: ['shared/src/ui/**', 'shared/src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./(router|query|index|bus|session|http|hooks|cart|config|validation|format|images)(/|$)',
              message:
                'Import another shared entry by its package name (@citylens/shared, @citylens/shared/router, /query, /ui) so federation shares one instance.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API validates, documents and serialises with the schemas: it imports them as values.
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@citylens/host', '@citylens/host/*', '@citylens/remote-*'],
              message: 'The API never imports an app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Code a reader takes in whole: a function over 100 lines is split into named pieces, a file
    // over 300 by subject. Tests (one describe per behaviour) are exempt.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/tests/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 100 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
