/** The benches' own logic (trace reading, tables), in node: the Playwright journeys are not jest's. */
const base = require('../jest.config.base.cjs');

module.exports = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testMatch: ['<rootDir>/bench/**/*.test.ts'],
};
