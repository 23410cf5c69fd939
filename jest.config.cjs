/** One jest run over every front-end package and the benches' logic (each has its own jest.config.cjs). */
module.exports = {
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
