import type { CityContent, CityEvent, Frame } from '../contracts/entities';
import type { HeadContext, RouteHeadImage } from '../contracts/page-head';
import { articleExcerpt } from '../format/article-excerpt';
import { SHARE_IMAGE, type HeadForRouteInput } from './route-head';

/** The context every page's head is built in, from the URL and the page's answers. */
export function headContext(input: HeadForRouteInput): HeadContext {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const params = new URLSearchParams(input.search ?? '');
  const read = (key: readonly unknown[]): unknown => {
    try {
      return input.getQueryData(key);
    } catch {
      return undefined;
    }
  };
  const absolute = (href: string) => `${siteUrl}${href}`;
  const image = (src: string | null | undefined, alt: string): RouteHeadImage | undefined => {
    if (!src) return undefined;
    let url: string;
    try {
      url = new URL(input.imageUrl(src), `${siteUrl}/`).href;
    } catch {
      return undefined;
    }
    if (!/^https?:/i.test(url)) return undefined;
    return { url, alt, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  };
  return { siteUrl, pathname: input.pathname, params, read, absolute, image };
}

const DESCRIPTION_MAX = 160;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function listOf<T>(value: unknown, check: (item: unknown) => boolean): T[] {
  return Array.isArray(value) ? (value.filter(check) as T[]) : [];
}

export const isCity = (value: unknown): value is CityContent =>
  isRecord(value) && typeof value.name === 'string';
export const isEvent = (value: unknown): value is CityEvent =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';
export const isFrame = (value: unknown): value is Frame =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  value.name !== '' &&
  typeof value.price === 'number' &&
  Number.isFinite(value.price);
export function shortText(text: string | null | undefined): string {
  return text ? articleExcerpt(text, DESCRIPTION_MAX) : '';
}

export function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
