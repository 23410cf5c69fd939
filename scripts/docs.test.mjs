// The docs name files so a newcomer finds a feature in two hops: every file or folder they name,
// and every relative link, must exist (a move or split that forgets a doc fails here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot } from './lib.mjs';

const TOP =
  /^(host|remote-(discovery|events|shop|account)|shared|api|e2e|scripts|deploy|docker|docs)\//;
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.includes('node_modules'));

/** Paths git ignores are what a run writes (api/.data, dist.next): named, not committed. */
function ignoredByGit(relative) {
  // A folder's pattern (`.data/`) matches only with the slash.
  return [relative, `${relative}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: repoRoot });
      return true;
    } catch {
      return false;
    }
  });
}

/** Repo paths in backticks (no placeholders or globs) and relative markdown links, per doc. */
function namedPaths(file) {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const named = [];
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    if (TOP.test(code) && !/[<>*{}$…]/.test(code)) named.push(path.join(repoRoot, code));
  }
  for (const [, link] of text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(link)) named.push(path.join(repoRoot, path.dirname(file), link));
  }
  return named;
}

test('every file, folder and link the docs name exists', () => {
  assert.ok(docs.includes('docs/architecture.md'));
  const missing = docs.flatMap((file) =>
    namedPaths(file)
      .map((target) => path.relative(repoRoot, target))
      .filter((target) => !existsSync(path.join(repoRoot, target)) && !ignoredByGit(target))
      .map((target) => `${file}: ${target}`),
  );
  assert.deepEqual(missing, []);
});

test('docs/architecture.md stays short: at most 200 lines', () => {
  const lines = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8').split('\n');
  assert.ok(lines.length <= 201, `${lines.length} lines`);
});

test("app-shape.md's example tree names files that exist", () => {
  const text = readFileSync(path.join(repoRoot, 'docs/app-shape.md'), 'utf8');
  const block = /```\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const [root, ...lines] = block.split('\n');
  assert.match(root ?? '', /^[\w-]+\/src\/$/);
  const folders = [root.trim().replace(/\/$/, '')];
  const named = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    // The names, before the two spaces that start a description ("a.ts, b.tsx" names two).
    const names = line
      .trim()
      .split(/\s{2,}/)[0]
      .split(', ');
    // A description's second line names nothing.
    if (!names.every((name) => /^[\w.-]+(\/|\.\w+)$/.test(name))) continue;
    const depth = indent / 2;
    folders.length = depth;
    for (const name of names) {
      if (name.endsWith('/')) folders[depth] = name.slice(0, -1);
      else named.push(path.join(...folders, name));
    }
  }
  assert.ok(named.length > 10, `${named.length} files read from the tree`);
  assert.deepEqual(
    named.filter((file) => !existsSync(path.join(repoRoot, file))),
    [],
  );
});
