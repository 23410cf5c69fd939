import { hostApp, remotes, remoteNames, apiPort, type RemoteName } from '../src/contracts/remotes';

export type AppName = 'host' | RemoteName;

export interface AppInfo {
  name: AppName;
  folder: string;
  port: number;
}

/** The five front-end apps in start order (host first). */
export const apps: AppInfo[] = [
  { name: 'host', folder: hostApp.folder, port: hostApp.port },
  ...remoteNames.map((name) => ({ name, folder: remotes[name].folder, port: remotes[name].port })),
];

export function appInfo(name: AppName): AppInfo {
  const app = apps.find((a) => a.name === name);
  if (!app) throw new Error(`Unknown CityLens app "${name}"`);
  return app;
}

export function appFromFolder(folder: string): AppInfo {
  const app = apps.find((a) => a.folder === folder);
  if (!app) throw new Error(`"${folder}" is not a CityLens app folder`);
  return app;
}

export { apiPort };
