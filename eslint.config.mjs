// Lint for every package. Import boundaries encode the architecture:
// a remote imports nothing from another remote or the host; a feature never imports another feature;
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

// features/<a> may not import features/<b> (same app); composition happens in src/app.
const featureZones = apps.flatMap((app) => {
  const dir = `./${app}/src/features`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${dir}/${name}`,
      from: dir,
      except: [`./${name}`],
      message: `Feature "${name}" must not import another feature: compose features in src/app, or move the shared piece to src/components, src/config or @citylens/shared.`,
    }));
});

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
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...featureZones] }],
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
          ],
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
    files: ['**/*.test.{ts,tsx}', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
