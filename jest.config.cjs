/** One jest run over every front-end package (each has its own jest.config.cjs). */
module.exports = {
  projects: [
    'shared',
    'host',
    'remote-discovery',
    'remote-events',
    'remote-shop',
    'remote-account',
  ].map((dir) => `<rootDir>/${dir}`),
};
