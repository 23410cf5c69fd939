import { queryKeys } from '@citylens/shared/contracts';
import { QueryClient } from '@citylens/shared/query';
import { resetBusForTests, setAuthStateForTests as setAuth } from '@citylens/shared/testing';
import { refreshPersonalQueriesOnAccountChange } from './personal-queries';

const demo = { id: 1, username: 'demo', email: 'demo@citylens.test' };
const other = { id: 2, username: 'ana', email: 'ana@citylens.test' };

function seeded() {
  const client = new QueryClient();
  // Fresh answers (an answer that arrives clears the invalidated mark).
  const reset = () => {
    client.setQueryData(queryKeys.cities.popular(), []);
    client.setQueryData(queryKeys.cities.content('Paris'), {});
    client.setQueryData(queryKeys.lifestylePhotos.byCity('Paris'), []);
    client.setQueryData(queryKeys.frames.picture(), []);
  };
  reset();
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
  return { client, invalidated, reset };
}

beforeEach(() => resetBusForTests());

test('the session confirming the stored user refreshes nothing', () => {
  setAuth({ status: 'loading', user: demo, hasTokens: true });
  const { client, invalidated } = seeded();
  const stop = refreshPersonalQueriesOnAccountChange(client);
  setAuth({ status: 'signed-in', user: demo, hasTokens: true });
  expect(invalidated()).toEqual([]);
  stop();
});

test('sign-in, sign-out and another user refresh the cities and photos, not the frames', () => {
  setAuth({ status: 'signed-out', user: null, hasTokens: false });
  const { client, invalidated, reset } = seeded();
  const stop = refreshPersonalQueriesOnAccountChange(client);
  const personal = [
    queryKeys.cities.popular(),
    queryKeys.cities.content('Paris'),
    queryKeys.lifestylePhotos.byCity('Paris'),
  ];

  setAuth({ status: 'signed-in', user: demo, hasTokens: true });
  expect(invalidated()).toEqual(personal);

  reset();
  setAuth({ status: 'signed-in', user: other, hasTokens: true });
  expect(invalidated()).toEqual(personal);

  reset();
  setAuth({ status: 'signed-out', user: null, hasTokens: false });
  expect(invalidated()).toEqual(personal);

  reset();
  stop();
  setAuth({ status: 'signed-in', user: demo, hasTokens: true });
  expect(invalidated()).toEqual([]);
});
