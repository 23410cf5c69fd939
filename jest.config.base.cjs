/** Jest settings every package extends: swc for TS/TSX with emotion's JSX runtime, jsdom. */
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  // Two cores shared with builds: typing-heavy component tests need more than the 5 s default.
  testTimeout: 15_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  moduleNameMapper: {
    // The shared package's entries by name, from any package (including shared itself).
    '^@citylens/shared$': path.join(__dirname, 'shared/src/index.ts'),
    '^@citylens/shared/(router|query)$': path.join(__dirname, 'shared/src/$1.ts'),
    '^@citylens/shared/offline-copy$': path.join(__dirname, 'shared/src/offline/copy.ts'),
    '^@citylens/shared/(ui|contracts|app|testing|seo|offline)$': path.join(
      __dirname,
      'shared/src/$1/index.ts',
    ),
    '\\.(css)$': path.join(__dirname, 'shared/src/testing/style-stub.ts'),
    '\\.(png|jpe?g|webp|avif|svg|woff2?)$': path.join(__dirname, 'shared/src/testing/file-stub.ts'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only packages that jest must transform.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|rxjs)[@/])'],
};
