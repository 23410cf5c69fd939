/** Nothing acknowledged was lost or doubled: what the site acknowledged, against PostgreSQL. */
import type { Visitor } from './accounts';
import { containerOf } from './faults';
import { sh } from './settings';
import type { Acknowledged } from './visitor-writes';

/** What PostgreSQL holds against what was acknowledged (the lists of what does not match). */
export interface StoredData {
  ordersStored: number;
  ordersLost: [string, string][];
  ordersDoubled: [string, string[]][];
  ordersUnasked: string[];
  bookingsLost: string[];
  bookingsDoubled: [string, number][];
  likesWrong: [string, boolean][];
}

export function checkStoredData(
  run: string,
  visitors: Visitor[],
  acknowledged: Acknowledged,
): StoredData {
  const postgres = containerOf('postgres');
  const sql = (query: string) =>
    sh(`docker exec ${postgres} psql -U citylens -d citylens -At -F '|' -c "${query}"`)
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|'));
  const ids = visitors.map((v) => v.id).join(',');
  const orderRows = sql(
    `select idempotency_key, id from orders where idempotency_key like 'load-${run}-%'`,
  );
  const ordersByKey = new Map<string, string[]>();
  for (const [key, id] of orderRows) ordersByKey.set(key!, [...(ordersByKey.get(key!) ?? []), id!]);
  const ordersLost = [...acknowledged.orders].filter(
    ([key, id]) => !ordersByKey.get(key)?.includes(id),
  );
  const ordersDoubled = [...ordersByKey].filter(([, rows]) => rows.length > 1);
  const ordersUnasked = [...ordersByKey.keys()].filter((key) => !acknowledged.ordersAsked.has(key));
  const bookings = sql(
    `select user_id || ':' || event_id, count(*) from event_bookings where user_id in (${ids}) group by 1`,
  );
  const booked = new Map(bookings.map(([pair, count]) => [pair!, Number(count)]));
  const bookingsLost = [...acknowledged.bookings].filter((pair) => !booked.has(pair));
  const bookingsDoubled = [...booked].filter(([, count]) => count > 1);
  const liked = new Set(
    sql(`select user_id || ':' || event_id from event_likes where user_id in (${ids})`).map(
      ([pair]) => pair!,
    ),
  );
  // A like toggles: the last acknowledged state of each visitor's like must be the stored one.
  const likesWrong = [...acknowledged.likes].filter(([pair, state]) => liked.has(pair) !== state);
  return {
    ordersStored: ordersByKey.size,
    ordersLost,
    ordersDoubled,
    ordersUnasked,
    bookingsLost,
    bookingsDoubled,
    likesWrong,
  };
}

/** The figures of last-run.json's `data`, in its order. */
export function dataFigures(acknowledged: Acknowledged, stored: StoredData) {
  return {
    ordersAcknowledged: acknowledged.orders.size,
    ordersStored: stored.ordersStored,
    ordersLost: stored.ordersLost.length,
    ordersDoubled: stored.ordersDoubled.length,
    ordersUnasked: stored.ordersUnasked.length,
    bookingsAcknowledged: acknowledged.bookings.size,
    bookingsLost: stored.bookingsLost.length,
    bookingsDoubled: stored.bookingsDoubled.length,
    likesAcknowledged: acknowledged.likes.size,
    likesWrong: stored.likesWrong.length,
  };
}
