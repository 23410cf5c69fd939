/// <reference types="jest" />
import { median, medians, sideBySide, type RunResult } from './results';

const run = (overrides: Partial<RunResult>): RunResult => ({
  performance: 0.8,
  accessibility: 1,
  fcp: 1000,
  lcp: 3000,
  tbt: 700,
  si: 2000,
  cls: 0,
  benchmarkIndex: 1500,
  cpuToLcp: 400,
  cpuToInteractive: 900,
  cpuBlocking: 300,
  ...overrides,
});

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out figures a run could not give, and is NaN with none', () => {
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it('takes each figure on its own', () => {
    const m = medians([
      run({ tbt: 100, lcp: 5000 }),
      run({ tbt: 300, lcp: 1000 }),
      run({ tbt: 200 }),
    ]);
    expect(m).toMatchObject({ tbt: 200, lcp: 3000, performance: 0.8 });
  });
});

describe('side by side', () => {
  it('prints the ref, the working tree and their difference under the route', () => {
    const lines = sideBySide('/', [
      { label: '64c581e', runs: [run({}), run({ tbt: 900 }), run({ tbt: 800 })] },
      {
        label: 'abc1234',
        runs: [
          run({ performance: 0.97, tbt: 120, lcp: 1800, cpuToLcp: 150, cpuBlocking: 40 }),
          run({ performance: 0.95, tbt: 140, lcp: 1900, cpuToLcp: 170, cpuBlocking: 0 }),
          run({ performance: 0.96, tbt: 100, lcp: 2000, cpuToLcp: 160, cpuBlocking: 20 }),
        ],
      },
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('/');
    expect(lines[1]).toMatch(/^ {2}64c581e, median of 3 +0\.80 +1000 +3000 +800 /);
    expect(lines[2]).toMatch(/^ {2}abc1234, median of 3 +0\.96 +1000 +1900 +120 /);
    expect(lines[3]).toContain('abc1234 − 64c581e');
    // perf +0.16, FCP unchanged, LCP −1100, TBT −680, … cpu→LCP −240, cpu→TTI unchanged, cpuTBT −280.
    expect(lines[3]).toMatch(/\+0\.16 +0 +-1100 +-680 +0 +0\.000 +0\.00 +0 +-240 +0 +-280$/);
  });

  it('shows a figure no run gave as a dash', () => {
    const [, line] = sideBySide('/events', [
      {
        label: 'working tree',
        runs: [
          run({ cpuToLcp: Number.NaN, cpuToInteractive: Number.NaN, cpuBlocking: Number.NaN }),
        ],
      },
    ]);
    expect(line).toMatch(/1500 +– +– +–$/);
  });
});
