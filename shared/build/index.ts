export { createWebpackConfig, type CityLensWebpackOptions } from './webpack-config';
export { apps, appInfo, appFromFolder, type AppName, type AppInfo } from './apps';
export { runtimeConfigFromEnv } from './runtime-config';
export { AppServer, appServerFor, createRequestHandler, corsOriginsFromEnv } from './serve';
