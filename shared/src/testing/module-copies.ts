/**
 * Two loads of one module, each in its own module registry: what two apps' bundles that both
 * include the package get. `load` is the test's own `jest.requireActual(...)`.
 */
export function twoModuleCopies<T>(load: () => T): [T, T] {
  const copies: T[] = [];
  for (let i = 0; i < 2; i++) jest.isolateModules(() => copies.push(load()));
  return [copies[0]!, copies[1]!];
}
