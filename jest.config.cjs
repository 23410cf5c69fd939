/** One jest run over every front-end package and the benches' logic (each has its own jest.config.cjs). */
module.exports = {
  // testTimeout is a global option: the packages' own 15 s applies only when jest runs in one of them.
  testTimeout: 15_000,
  projects: [
    'shared',
    'host',
    'remote-discovery',
    'remote-events',
    'remote-shop',
    'remote-account',
    'e2e',
  ].map((dir) => `<rootDir>/${dir}`),
};
