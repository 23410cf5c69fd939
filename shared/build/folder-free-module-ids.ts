import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';

/** The repository's folder, wherever it is cloned. */
const repoRoot = path.resolve(__dirname, '../..');
/** A path up to the packages, which differs with where the app sits (a package's own path does not). */
const PATH_TO_PACKAGES = /[^\s|!=]*node_modules\//g;
/** The federation runtime's entry file, named by a hash taken over absolute paths. */
const FEDERATION_ENTRY_FILE = /\.federation\/entry\.[0-9a-f]+\.js(?:\|[0-9a-f]+)?/g;

/**
 * webpack's deterministic module ids, hashed from names that leave out the checkout's folder.
 *
 * webpack makes a module's name relative to the app before hashing it into an id, but the
 * federation plugin's modules (its container, the provide and consume modules of each shared
 * package, its runtime entry `.federation/entry.<hash>.js`) carry absolute paths inside their
 * names. Their ids, and through clashes a neighbour's, changed with the folder: one commit
 * weighed 181.0 KB on a route in CI's clone and a few bytes less here, and its chunks' content
 * hashes differed. With the folder and the entry's hash left out, a build is the same byte for
 * byte wherever it is cloned. Used with `optimization.moduleIds: false`.
 */
export class FolderFreeModuleIds {
  /** @param root the checkout's folder (the repository's, save in a test) */
  constructor(private readonly root = repoRoot) {}

  apply(compiler: Compiler): void {
    const folderFreeName = (name: string) =>
      name
        .split(this.root)
        .join('<repo>')
        .replace(PATH_TO_PACKAGES, 'node_modules/')
        .replace(FEDERATION_ENTRY_FILE, '.federation/entry.js');
    // webpack's own helpers for deterministic ids (not in its typed entry point).
    const requireWebpack = createRequire(require.resolve('webpack'));
    const ids = requireWebpack('./ids/IdHelpers') as WebpackIdHelpers;
    const { compareModulesByPreOrderIndexOrIdentifier } = requireWebpack(
      './util/comparators',
    ) as WebpackComparators;
    compiler.hooks.compilation.tap('CityLensFolderFreeModuleIds', (compilation) => {
      compilation.hooks.moduleIds.tap('CityLensFolderFreeModuleIds', () => {
        const { chunkGraph, moduleGraph } = compilation;
        const [usedIds, modules] = ids.getUsedModuleIdsAndModules(compilation);
        ids.assignDeterministicIds(
          modules,
          (module) =>
            folderFreeName(ids.getFullModuleName(module, compiler.context, compiler.root)),
          compareModulesByPreOrderIndexOrIdentifier(moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunkGraph.setModuleId(module, id);
            return true;
          },
          // webpack's defaults: three digits to start, ten times more room when crowded.
          [1000],
          10,
          usedIds.size,
        );
      });
    });
  }
}

interface WebpackIdHelpers {
  getUsedModuleIdsAndModules(compilation: Compilation): [Set<string>, Module[]];
  getFullModuleName(module: Module, context: string, associatedObjectForCache?: object): string;
  assignDeterministicIds<T>(
    items: T[],
    getName: (item: T) => string,
    comparator: (a: T, b: T) => number,
    assignId: (item: T, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
  ): void;
}
interface WebpackComparators {
  compareModulesByPreOrderIndexOrIdentifier(
    moduleGraph: Compilation['moduleGraph'],
  ): (a: Module, b: Module) => number;
}
