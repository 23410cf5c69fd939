import { createRequire } from 'node:module';
import path from 'node:path';
import { EntryPlugin, type Compiler } from 'webpack';

/**
 * One federation runtime on the page: the host's. In production the host hands its runtime's core to
 * every remote (`provideExternalRuntime`), and a remote's build reads it from the page instead of
 * carrying its own (`externalRuntime`): a remote's remoteEntry.js went from 15.4–16.0 to 7.0–7.3 KB
 * brotli.
 * In development each app keeps its own runtime: bytes do not count there, and hot updates re-run a
 * remote's entry on its own.
 *
 * A remote built this way needs a host that hands the core over (contracts 1.1 and later): under an
 * older host its entry cannot start, and the host treats it as a remote whose entry fails to load
 * (its area's fallback). Deploy the host first.
 */

/** A file of the runtime's packages, found through the packages that depend on it (pnpm keeps each in its own folder). */
function esmFileOf(request: string, from: string = __filename): string {
  return createRequire(from)
    .resolve(request)
    .replace(/\.cjs$/, '.js');
}

/**
 * The host's provider plugin is given to webpack as its CommonJS file, which requires the runtime
 * through CommonJS: a second copy of the whole core, the SDK and the error codes (9 KB brotli) beside
 * the ES module copy the host's runtime already uses. Pointed at the ES module file, both are one.
 */
export function oneFederationRuntimeCopy(): Record<string, string> {
  return {
    '@module-federation/runtime-tools/runtime-core$': esmFileOf(
      '@module-federation/runtime-tools/runtime-core',
    ),
  };
}

/** Where a remote's standalone page takes the runtime core from (StandaloneFederationRuntime). */
const RUNTIME_CORE_FILE_REQUEST = 'citylens-federation-runtime-core-file';

/**
 * The runtime core's own file, under a name the remote's externals do not match: its standalone page
 * (served by the remote alone, with no host) bundles the core once, in its own script.
 */
export function runtimeCoreFileAlias(): Record<string, string> {
  const tools = createRequire(__filename).resolve('@module-federation/runtime-tools/runtime-core');
  const runtime = createRequire(tools).resolve('@module-federation/runtime/core');
  return {
    [`${RUNTIME_CORE_FILE_REQUEST}$`]: esmFileOf('@module-federation/runtime-core', runtime),
  };
}

/** The script a remote's standalone page runs before its own (beside main.js in its dist). */
export const STANDALONE_RUNTIME_SCRIPT = 'federation-runtime.js';

/**
 * Builds STANDALONE_RUNTIME_SCRIPT for a remote's standalone page: the runtime's core, set where the
 * remote reads it. A child compilation, as html-webpack-plugin builds its templates: an entry of the
 * remote's own compilation would carry the remote's federation runtime, which reads the core before
 * the entry could set it, and the remote's externals, which would make the core the page's (none).
 */
export class StandaloneFederationRuntime {
  apply(compiler: Compiler): void {
    compiler.hooks.make.tapAsync('CityLensStandaloneFederationRuntime', (compilation, done) => {
      const child = compilation.createChildCompiler(
        'standalone-federation-runtime',
        { filename: STANDALONE_RUNTIME_SCRIPT, publicPath: 'auto' },
        [
          new EntryPlugin(
            compiler.context,
            path.join(__dirname, 'runtime/standalone-federation-runtime.ts'),
            { name: 'federation-runtime' },
          ),
        ],
      );
      child.runAsChild((error) => done(error ?? undefined));
    });
  }
}
