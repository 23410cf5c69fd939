/** Builds absolute URLs for stored media from the public API base URL. */
export type MediaUrl = (relativePath: string | null | undefined) => string | null;

export function mediaUrlBuilder(publicApiUrl: string): MediaUrl {
  const base = publicApiUrl.replace(/\/+$/, '');
  return (relativePath) =>
    relativePath
      ? `${base}/media/${relativePath
          .split('/')
          .map((part) => encodeURIComponent(part))
          .join('/')}`
      : null;
}
