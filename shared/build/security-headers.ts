import {
  CLOUDINARY_ORIGIN,
  OVERRIDE_ORIGINS,
  remoteLocation,
  type RuntimeConfig,
} from '../src/contracts/runtime-config';

/** The only frames CityLens embeds: YouTube videos on the city pages (privacy-enhanced first). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const CLOUDINARY_UPLOADS = 'https://api.cloudinary.com';

/** The origin of an absolute URL; null for a relative one. */
export const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Every remote's origin the config names, stable and canary builds alike. */
export function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(config.remotes)) {
    const location = remoteLocation(entry);
    for (const url of [location.url, location.canary?.url]) {
      const origin = url && originOf(url);
      if (origin) origins.add(origin);
    }
  }
  return [...origins];
}

/**
 * One policy for all five apps, built from the runtime config: scripts from the apps' own origin
 * and the remotes' (plus the inline runtime config, allowed by its hash, never 'unsafe-inline');
 * data from the API and the remotes' manifests; images from the API (and blob:/data: for the
 * upload preview); styles 'unsafe-inline' because emotion writes <style> tags at run time;
 * YouTube frames only; no plugins, no <base> hijack, never framed.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  scriptHashes: string[],
  nonce?: string,
): string {
  const api = originOf(config.apiBaseUrl);
  // A developer's local build may be loaded only while the config allows overrides.
  const remotes = [...remoteOrigins(config), ...(config.allowOverrides ? OVERRIDE_ORIGINS : [])];
  const cloudinary = Boolean(config.imageHost?.cloudName);
  const list = (...sources: (string | null | false | undefined)[]) =>
    [...new Set(sources.filter(Boolean))].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(
      "'self'",
      ...remotes,
      ...scriptHashes.map((h) => `'sha256-${h}'`),
      nonce && `'nonce-${nonce}'`,
    ),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': list("'self'", 'data:', 'blob:', api, cloudinary && CLOUDINARY_ORIGIN),
    'font-src': "'self' data:",
    // Cloudinary's photos too: the offline worker fetches a page's photos (and keeps a saved city's).
    'connect-src': list(
      "'self'",
      api,
      ...remotes,
      cloudinary && CLOUDINARY_ORIGIN,
      cloudinary && CLOUDINARY_UPLOADS,
    ),
    'media-src': list("'self'", 'blob:', api),
    'frame-src': VIDEO_FRAME_ORIGINS.join(' '),
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** One year, subdomains included: sent only when the site is served over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every response of every app carries; HSTS too when `siteUrl` is https. */
export function securityHeaders(csp: string, siteUrl?: string): Record<string, string> {
  return {
    ...(siteUrl?.startsWith('https://') ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      `fullscreen=(self ${VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
    ].join(', '),
  };
}
