/**
 * A git ref checked out beside this checkout for `--compare`: a temporary detached worktree,
 * installed from the pnpm store (downloading only what it lacks), removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORKING_TREE, type Tree } from './site';
import { atInterrupt, runToEnd } from './site-processes';

const git = (...args: string[]) =>
  execFileSync('git', ['-C', WORKING_TREE, ...args], { encoding: 'utf8' }).trim();

export interface RefTree extends Tree {
  /** Removes the worktree and its folder. */
  remove(): void;
}

/** The commit a ref names, or a clear error for one git does not know. */
export function resolveRef(ref: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`--compare=${ref}: git knows no commit by that name`);
  }
}

/**
 * `git worktree add --detach` of the ref into a temporary folder, then
 * `pnpm install --frozen-lockfile --prefer-offline` there: the store holds most of what the ref
 * needs; on a fresh machine, which has only this checkout's packages, the rest is downloaded.
 */
export async function checkOutRef(ref: string): Promise<RefTree> {
  const commit = resolveRef(ref);
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'citylens-compare-')), 'tree');
  console.log(`Checking out ${ref} (${commit.slice(0, 7)}) into ${dir}…`);
  git('worktree', 'add', '--detach', dir, commit);
  const forget = atInterrupt(() => remove());
  const remove = () => {
    forget();
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      // A half-made worktree: drop its folder, then git's note of it.
      rmSync(dir, { recursive: true, force: true });
      git('worktree', 'prune');
    }
    rmSync(path.dirname(dir), { recursive: true, force: true });
  };
  try {
    console.log(`Installing ${commit.slice(0, 7)} from the pnpm store…`);
    await runToEnd('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: dir,
      what: `pnpm install of ${commit.slice(0, 7)}`,
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { label: commit.slice(0, 7), dir, remove };
}

/** A short name for the working tree's state: its commit, "+ changes" when it has some. */
export function workingTreeLabel(): string {
  const head = git('rev-parse', '--short=7', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return dirty ? `${head}+changes` : head;
}
