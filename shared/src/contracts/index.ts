export * from './app-contracts';
export * from './serving';
export * from './page-urls';
