/**
 * One sweep over the working tree, and a ref beside it (`--compare=<ref>`): the ref checked out
 * into a temporary worktree, both built, then served in turn on the site's ports, run by run, so
 * that what the machine does meanwhile falls on both (`bench:lighthouse`, `bench:slow-phone`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTree, startSite, WORKING_TREE, type BenchSite, type Tree } from './site';
import { holdSiteLock } from './site-processes';
import { checkOutRef, workingTreeLabel, type RefTree } from './tree';

export interface Sweep {
  /** The ref (first) and the working tree, or the working tree alone. */
  trees: Tree[];
  ref: RefTree | null;
  /** Serves `tree`, stopping the other one's servers first; each keeps its API data folder. */
  serve(tree: Tree): Promise<void>;
  /** The trees in the order run `run` (from 1) measures them: every other run swaps them. */
  inTurn(run: number): Tree[];
}

export async function sweepTrees(
  compare: string | undefined,
  { build = true }: { build?: boolean },
  measure: (sweep: Sweep) => Promise<void>,
): Promise<void> {
  let ref: RefTree | null = null;
  let site: BenchSite | null = null;
  let lock: { release(): void } | null = null;
  const dataDirs = new Map<Tree, string>();
  try {
    const work: Tree = { label: compare ? workingTreeLabel() : 'working tree', dir: WORKING_TREE };
    if (compare) {
      ref = await checkOutRef(compare);
      ref.label = ref.label === work.label ? `${ref.label} (ref)` : ref.label;
    }
    const trees: Tree[] = ref ? [ref, work] : [work];
    if (build) for (const tree of trees) await buildTree(tree);
    lock = await holdSiteLock();
    // Each tree's API keeps its seed and image variants across the sweep's restarts.
    for (const tree of trees)
      dataDirs.set(tree, mkdtempSync(path.join(tmpdir(), 'citylens-bench-api-')));
    await measure({
      trees,
      ref,
      serve: async (tree) => {
        if (site?.tree === tree) return;
        await site?.stop();
        site = null;
        site = await startSite({ tree, warmImages: true, dataDir: dataDirs.get(tree) });
      },
      // Every other run swaps the order, so neither tree always goes first (and one fewer restart).
      inTurn: (run) => (run % 2 ? trees : [...trees].reverse()),
    });
  } finally {
    await (site as BenchSite | null)?.stop();
    lock?.release();
    for (const dir of dataDirs.values()) rmSync(dir, { recursive: true, force: true });
    ref?.remove();
  }
}
