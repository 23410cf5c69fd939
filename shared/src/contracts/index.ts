export * from './remotes';
export * from './routes';
export * from './entities';
export * from './bus';
export * from './runtime-config';
export * from './storage-keys';
export * from './query-keys';
export * from './version';
