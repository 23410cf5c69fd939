/**
 * Container entry: serve one app's production build. The app comes from CITYLENS_APP (or the first
 * argument), the build from CITYLENS_DIST_DIR; the runtime config from the environment (see runtime-config.ts).
 * Docker images run a bundled copy of this file (no webpack, no dev tooling inside).
 */
import { apps, type AppName } from './apps';
import { serveApps } from './serve';

const name = (process.argv[2] ?? process.env.CITYLENS_APP) as AppName | undefined;
if (!name || !apps.some((a) => a.name === name)) {
  console.error(`Set CITYLENS_APP to one of: ${apps.map((a) => a.name).join(', ')}`);
  process.exit(1);
}
void serveApps([name], { repoRoot: process.cwd() });
