/** One Lighthouse run's figures, their medians, and the tables `bench:lighthouse` prints. */

export interface RunResult {
  /** Lighthouse's scores, 0–1. */
  performance: number;
  accessibility: number;
  /** Lighthouse's (simulated, mobile) metrics, ms; CLS unitless. */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  /** Lighthouse's `environment.benchmarkIndex`: how fast this machine ran its small benchmark. */
  benchmarkIndex: number;
  /** The page's main-thread CPU time (trace thread time) until observed LCP / interactive, ms. */
  cpuToLcp: number;
  cpuToInteractive: number;
  /** TBT recomputed from the trace's thread time at Lighthouse's 4× (trace.ts), ms. */
  cpuBlocking: number;
}

/** The median; NaN (a figure a run could not give) is left out, and no figures at all is NaN. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const KEYS: (keyof RunResult)[] = [
  'performance',
  'accessibility',
  'fcp',
  'lcp',
  'tbt',
  'si',
  'cls',
  'benchmarkIndex',
  'cpuToLcp',
  'cpuToInteractive',
  'cpuBlocking',
];

/** Each figure's median over the runs. */
export function medians(results: RunResult[]): RunResult {
  const out = {} as RunResult;
  for (const key of KEYS) out[key] = median(results.map((r) => r[key]));
  return out;
}

interface Column {
  key: keyof RunResult;
  title: string;
  width: number;
  format(value: number): string;
}

const ms = (v: number) => String(Math.round(v));
const COLUMNS: Column[] = [
  { key: 'performance', title: 'perf', width: 5, format: (v) => v.toFixed(2) },
  { key: 'fcp', title: 'FCP', width: 6, format: ms },
  { key: 'lcp', title: 'LCP', width: 6, format: ms },
  { key: 'tbt', title: 'TBT', width: 6, format: ms },
  { key: 'si', title: 'SI', width: 6, format: ms },
  { key: 'cls', title: 'CLS', width: 6, format: (v) => v.toFixed(3) },
  { key: 'accessibility', title: 'a11y', width: 5, format: (v) => v.toFixed(2) },
  { key: 'benchmarkIndex', title: 'bench', width: 6, format: ms },
  { key: 'cpuToLcp', title: 'cpu→LCP', width: 8, format: ms },
  { key: 'cpuToInteractive', title: 'cpu→TTI', width: 8, format: ms },
  { key: 'cpuBlocking', title: 'cpuTBT', width: 7, format: ms },
];
const LABEL_WIDTH = 26;

const cell = (column: Column, value: number) =>
  (Number.isNaN(value) ? '–' : column.format(value)).padStart(column.width);

/** The header row, under a title that takes the label column. */
export function headerLine(title: string): string {
  return `${title.padEnd(LABEL_WIDTH + 2)} ${COLUMNS.map((c) => c.title.padStart(c.width)).join(' ')}`;
}

/** One row: a run, or a median. */
export function resultLine(label: string, r: RunResult): string {
  return `  ${label.padEnd(LABEL_WIDTH)} ${COLUMNS.map((c) => cell(c, r[c.key])).join(' ')}`;
}

/** The working tree minus the ref, figure by figure, signed ("+0.05", "-320"). */
export function differenceLine(label: string, ref: RunResult, work: RunResult): string {
  const cells = COLUMNS.map((c) => {
    const d = work[c.key] - ref[c.key];
    if (Number.isNaN(d)) return '–'.padStart(c.width);
    const text = c.format(Math.abs(d));
    const zero = Number(text) === 0;
    return `${zero ? '' : d < 0 ? '-' : '+'}${text}`.padStart(c.width);
  });
  return `  ${label.padEnd(LABEL_WIDTH)} ${cells.join(' ')}`;
}

export interface Measured {
  label: string;
  runs: RunResult[];
}

/**
 * A route's medians side by side: one row per tree (the ref first), then the difference when
 * there are two.
 */
export function sideBySide(route: string, trees: Measured[]): string[] {
  const lines = [route];
  for (const tree of trees) {
    lines.push(resultLine(`${tree.label}, median of ${tree.runs.length}`, medians(tree.runs)));
  }
  if (trees.length === 2) {
    lines.push(
      differenceLine(
        `${trees[1]!.label} − ${trees[0]!.label}`,
        medians(trees[0]!.runs),
        medians(trees[1]!.runs),
      ),
    );
  }
  return lines;
}
