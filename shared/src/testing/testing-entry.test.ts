import * as production from '../index';
import * as testing from './index';

test('test helpers come from @citylens/shared/testing, never from the production entry', () => {
  const helpers = ['resetBusForTests', 'setAuthStateForTests', 'resetRuntimeConfigForTests'];
  expect(Object.keys(production).filter((name) => /ForTests$|FakeApi|TestApi/.test(name))).toEqual(
    [],
  );
  for (const name of [...helpers, 'installFakeApi', 'setupFakeApi', 'configureTestApi'])
    expect([name, typeof (testing as Record<string, unknown>)[name]]).toEqual([name, 'function']);
});
