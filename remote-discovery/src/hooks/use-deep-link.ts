import { useLocation, useSearchParams } from '@citylens/shared/router';
import { useNavigate } from '@citylens/shared/router';

const OPENED_HERE = 'citylensDeepLinkOpened';

/**
 * An open viewer or reader lives in the URL (`?photo=12`, `?article=3`): a link to it can be
 * shared, and Back closes it. Opening pushes a history entry, moving between items replaces it,
 * and closing goes back when this page pushed the entry (else it drops the parameter in place).
 */
export function useDeepLink(param: 'photo' | 'article') {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param);

  const withValue = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(param);
    else next.set(param, value);
    return next;
  };

  return {
    /** The id in the URL, or null. */
    value: raw,
    /** Where the linked item stands in `items`: -1 when none is linked or it is not there. */
    indexIn: (items: readonly { id: string | number }[]) =>
      raw ? items.findIndex((item) => String(item.id) === raw) : -1,
    open: (id: string | number) =>
      setParams(withValue(String(id)), { state: { [OPENED_HERE]: true } }),
    show: (id: string | number) =>
      setParams(withValue(String(id)), { replace: true, state: location.state }),
    close: () => {
      const state = location.state as Record<string, unknown> | null;
      if (state?.[OPENED_HERE]) navigate(-1);
      else setParams(withValue(null), { replace: true });
    },
  };
}
