import { routeForPath, routes, type RouteDef } from './routes';

/** A request for a page the site has: its route, and the URL the server renders and caches it under. */
export interface PageRequest {
  route: RouteDef<never[]>;
  /** The path (each segment decoded and encoded once, no trailing slash) and the parameters the page reads. */
  url: string;
}

const BASE = 'http://citylens.invalid';

/**
 * The page a URL asks for, as the server renders and caches it: only the query parameters its route
 * reads (the first value of each, in the route's order) are kept, so no other parameter can cause a
 * render. Null when no route renders the path (the server redirects it to /).
 */
export function pageRequestFor(url: string): PageRequest | null {
  let at: URL;
  let segments: string[];
  try {
    at = new URL(url, BASE);
    segments = at.pathname.replace(/\/+$/, '').split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const pathname = segments.map(encodeURIComponent).join('/') || '/';
  const route = routeForPath(pathname);
  if (!route) return null;
  const params = new URLSearchParams();
  for (const name of route.query ?? []) {
    const value = at.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const search = params.toString();
  return { route, url: search ? `${pathname}?${search}` : pathname };
}

/** The fixed start of each route whose path carries a secret, e.g. `/reset-password`. */
const secretPrefixes = (Object.values(routes) as RouteDef<never[]>[])
  .filter((route) => route.secretInPath)
  .map((route) => route.path.split('/:')[0]!);

/**
 * A URL as logs may keep it: a path under a route that carries a secret (a reset link's token) is
 * cut to the route's fixed start, however it is spelled or encoded; other URLs are unchanged.
 */
export function loggableUrl(url: string | undefined): string {
  const raw = url ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Undecodable: checked as it is, below.
  }
  const lower = decoded.toLowerCase();
  for (const prefix of secretPrefixes) {
    if (lower.startsWith(prefix) || raw.toLowerCase().startsWith(prefix))
      return `${prefix}/[redacted]`;
  }
  return raw;
}

/**
 * `text` (an error's stack, say) with the secrets of `url`'s path taken out, as they were sent and
 * decoded: a render's error may quote the URL it was rendering.
 */
export function withoutSecrets(text: string, url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/)[0]!;
  if (loggableUrl(path) === path) return text;
  const prefix = loggableUrl(path).replace('/[redacted]', '');
  const secrets = path
    .slice(prefix.length)
    .split('/')
    .flatMap((segment) => {
      try {
        return [segment, decodeURIComponent(segment)];
      } catch {
        return [segment];
      }
    })
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length);
  return secrets.reduce((safe, secret) => safe.split(secret).join('[redacted]'), text);
}
