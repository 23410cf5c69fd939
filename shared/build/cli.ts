/**
 * `tsx shared/build/cli.ts <command>` — builds, develops and serves the CityLens front-end apps.
 *   build [app…]         production builds (all five apps when none is named)
 *   dev [app…]           webpack-dev-server with HMR on each app's port
 *   serve [app…]         production static servers (see serve/); the e2e suite serves through
 *                        testing/serve-for-e2e.ts instead, which adds its control endpoint
 *   deploy [--canary] app
 *                        rebuild one app beside its live build and swap it in: the running
 *                        servers (`pnpm start`) serve it on their next request (see deploy.ts)
 * A production build also writes the app's Node build to dist/server (server-webpack-config.ts).
 * Run from an app folder with no app named, it acts on that app.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { apps, appFromFolder, type AppName } from './apps';
import { deployApp } from './deploy';
import { serveApps } from './serve';
import { createServerWebpackConfig } from './server-webpack-config';

const repoRoot = path.resolve(__dirname, '../..');

function selectedApps(args: string[]): AppName[] {
  if (args.length)
    return args.map(
      (a) => apps.find((x) => x.name === a || x.folder === a)?.name ?? fail(`Unknown app "${a}"`),
    );
  const here = path.basename(process.cwd());
  return apps.some((a) => a.folder === here) ? [appFromFolder(here).name] : apps.map((a) => a.name);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadConfig(
  name: AppName,
  mode: 'development' | 'production',
  outDir?: string,
): Configuration {
  const folder = apps.find((a) => a.name === name)!.folder;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(repoRoot, folder, 'webpack.config.ts'));
  const factory = mod.default ?? mod;
  const config: Configuration = typeof factory === 'function' ? factory({}, { mode }) : factory;
  if (outDir) config.output = { ...config.output, path: outDir };
  return config;
}

/**
 * `build --progress` (pnpm start's first build, minutes on two cores): one progress line, rewritten
 * in place on a terminal, else a line each tenth of the way.
 */
function reportProgress(compiler: webpack.MultiCompiler, names: AppName[]): () => void {
  const label = names.length === apps.length ? 'the five apps' : names.join(', ');
  const tty = Boolean(process.stdout.isTTY);
  let shown = -1;
  new webpack.ProgressPlugin((fraction) => {
    const percent = Math.floor(fraction * 100);
    const step = tty ? percent : Math.floor(percent / 10) * 10;
    // Several compilations report in turn: show only progress forward, never a step back.
    if (step <= shown || percent >= 100) return;
    shown = step;
    if (tty) process.stdout.write(`\rbuilding ${label}: ${percent}%`);
    else console.log(`building ${label}: ${step}%`);
  }).apply(compiler);
  return () => tty && process.stdout.write('\r\x1b[K');
}

/** Production builds; `outDir` (one app only) builds beside the live one, as a deploy does. */
export async function build(
  names: AppName[],
  outDir?: string,
  { progress = false } = {},
): Promise<void> {
  const started = Date.now();
  // One release label for an app's browser and server builds.
  process.env.CITYLENS_RELEASE ??= new Date().toISOString().replace(/[:.]/g, '-');
  // Each app's browser build and its Node build for server rendering (dist/server).
  const compiler = webpack(
    names.flatMap((n) => [
      loadConfig(n, 'production', outDir),
      createServerWebpackConfig({
        dir: path.join(repoRoot, apps.find((a) => a.name === n)!.folder),
        outDir,
      }),
    ]),
  );
  // Two cores here: build two apps at a time.
  (compiler as unknown as { parallelism: number }).parallelism = 2;
  const clearProgress = progress ? reportProgress(compiler, names) : () => undefined;
  const stats = await new Promise<webpack.MultiStats>((resolve, reject) =>
    compiler.run((err, result) => (err || !result ? reject(err) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  clearProgress();
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error(`build of ${names.join(', ')} failed`);
  }
  for (const child of progress ? [] : stats.stats) {
    const name = child.compilation.name ?? child.compilation.outputOptions.uniqueName;
    console.log(`built ${name} in ${child.endTime - child.startTime} ms`);
  }
  console.log(`built ${names.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function dev(names: AppName[]): Promise<void> {
  for (const name of names) {
    const config = loadConfig(name, 'development') as Configuration & {
      devServer: WebpackDevServer.Configuration;
    };
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
    console.log(`${name} dev server on http://localhost:${config.devServer.port}`);
  }
}

async function serve(names: AppName[]): Promise<void> {
  await serveApps(names, { repoRoot });
}

async function deploy(names: AppName[], flags: string[]): Promise<void> {
  if (names.length !== 1) fail('deploy takes one app: cli.ts deploy [--canary] <app>');
  const result = await deployApp(names[0]!, {
    repoRoot,
    canary: flags.includes('--canary'),
    build: (outDir) => build(names, outDir),
  });
  console.log(
    result.live
      ? `${result.app} ${result.release} is live at ${result.manifestUrl}`
      : `${result.app} ${result.release} is in place; no server answered at ${result.manifestUrl} (it is served on the next start)`,
  );
}

if (require.main === module) {
  const [command, ...rest] = process.argv.slice(2);
  const flags = rest.filter((a) => a.startsWith('--'));
  const names = selectedApps(rest.filter((a) => !a.startsWith('--')));
  const commands = {
    build: () => build(names, undefined, { progress: flags.includes('--progress') }),
    dev: () => dev(names),
    serve: () => serve(names),
    deploy: () => deploy(names, flags),
  };
  const run = commands[command as keyof typeof commands];
  if (!run) fail('usage: cli.ts build|dev|serve|deploy [--canary] [app…]');
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
