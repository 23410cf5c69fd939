/**
 * Fresh client addresses (inject's remoteAddress) under one prefix, so each case of a limit test
 * starts from zero on the per-address limits. Give each test file its own prefix.
 */
export function clientAddresses(prefix: `${number}.${number}`): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  };
}
