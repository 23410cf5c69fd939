/**
 * Container entry: serve one app's production build. The app comes from CITYLENS_APP (or the first
 * argument), the build from CITYLENS_DIST_DIR; the runtime config from the environment (see runtime-config.ts).
 * Docker images run a bundled copy of this file (no webpack, no dev tooling inside).
 * `node server.js --health` is the container's health check: exit 0 when the app answers /healthz.
 */
import { apps, appInfo, type AppName } from './apps';
import { HEALTH_PATH, serveApps } from './serve';

const args = process.argv.slice(2);
const name = (args.find((a) => !a.startsWith('--')) ?? process.env.CITYLENS_APP) as
  AppName | undefined;
if (!name || !apps.some((a) => a.name === name)) {
  console.error(`Set CITYLENS_APP to one of: ${apps.map((a) => a.name).join(', ')}`);
  process.exit(1);
}
if (args.includes('--health')) {
  fetch(`http://127.0.0.1:${appInfo(name).port}${HEALTH_PATH}`, {
    signal: AbortSignal.timeout(2500),
  })
    .then((res) => process.exit(res.ok ? 0 : 1))
    .catch(() => process.exit(1));
} else {
  void serveApps([name], { repoRoot: process.cwd() });
}
