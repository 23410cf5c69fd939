/** The benches' and the load test's own logic (trace reading, tables, figures), in node: the Playwright journeys are not jest's. */
const base = require('../jest.config.base.cjs');

module.exports = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/bench/**/*.test.ts', '<rootDir>/load/**/*.test.ts'],
};
