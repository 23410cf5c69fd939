import path from 'node:path';
import { build } from 'esbuild';
import { Compilation, sources, type Compiler } from 'webpack';
import { EARLY_PAGE_ASSET } from './serve';

const ENTRY = path.join(__dirname, '../src/early/early-page.entry.ts');

/**
 * Adds the early page script to the host's production build: a small standalone bundle (no
 * federation runtime, no React) that the static server inlines into a remote's page, so the
 * route's chunks and the hero's photo calls do not wait for main.js.
 */
export class EarlyPagePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(EarlyPagePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: EarlyPagePlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await build({
            entryPoints: [ENTRY],
            bundle: true,
            minify: true,
            format: 'iife',
            target: 'es2020',
            platform: 'browser',
            write: false,
            metafile: true,
          });
          for (const input of Object.keys(result.metafile.inputs)) {
            compilation.fileDependencies.add(path.resolve(input));
          }
          compilation.emitAsset(
            EARLY_PAGE_ASSET,
            new sources.RawSource(result.outputFiles[0]!.text),
          );
        },
      );
    });
  }
}
