import { queryOptions } from '@citylens/shared/query';
import { queryKeys } from '@citylens/shared/contracts';
import { listSavedCities } from '@citylens/shared/offline';

/**
 * The cities saved on this device and the site's storage use. Read from the browser's storage,
 * not the network: they answer offline too (`networkMode: 'always'`), and there is no request
 * to abort, so no signal to pass.
 */
export const savedCitiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.savedCities.all,
    // eslint-disable-next-line no-restricted-syntax -- Cache Storage, not the API: nothing to abort.
    queryFn: listSavedCities,
    networkMode: 'always',
  });

export const storageUseQuery = () =>
  queryOptions({
    queryKey: queryKeys.savedCities.storage(),
    // eslint-disable-next-line no-restricted-syntax -- the browser's estimate, not the API.
    queryFn: async () => (await navigator.storage?.estimate?.())?.usage ?? null,
    networkMode: 'always',
  });
