/** Display formats of spec §9: en-US long dates, 12-hour times, reading time, video links. */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Spelled out rather than with Intl: a page's first Intl.DateTimeFormat loads its locale data,
// measured at 35 ms in the task that renders the events grid (×4 on Lighthouse's mobile CPU).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Midnight local time for yyyy-mm-dd: `new Date('2026-11-21')` is UTC and shifts west of Greenwich. */
function parseDate(value: string): Date | null {
  const m = DATE_ONLY.exec(value.trim());
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "November 21, 2026" (en-US, long month); an unreadable value gives ''. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseDate(iso);
  if (!date) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "19:30" or "19:30:00" → "7:30 PM"; anything else is returned unchanged. */
export function formatTime12(time: string | null | undefined): string {
  if (!time) return '';
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time.trim());
  if (!m) return time;
  const hours = Number(m[1]);
  if (hours > 23) return time;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${m[2]} ${suffix}`;
}

export const WORDS_PER_MINUTE = 200;

/** Words / 200, rounded up, at least 1: "3 min read". */
export function readingTime(text: string | null | undefined): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

export const VIDEO_ID_LENGTH = 11;
const VIDEO_LINK = /^.*(youtu\.be\/|v\/|u\/\w\/|embed\/|watch\?v=|&v=)([^#&?]*).*/;

/** The video id of a link in any of the spec's forms; null unless exactly 11 characters. */
export function extractVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  const id = VIDEO_LINK.exec(url.trim())?.[2];
  return id && id.length === VIDEO_ID_LENGTH ? id : null;
}

/** Embedded player URL: autoplay, highest quality requested (hd2160). */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(id)}?autoplay=1&vq=hd2160&rel=0`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Event badge: "Today!", "Tomorrow" or "N days away", counted in calendar days of the
 * visitor's time zone. Past events have no badge (null).
 */
export function daysUntilLabel(eventDate: string, now: Date = new Date()): string | null {
  const event = parseDate(eventDate);
  if (!event) return null;
  const startOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((startOf(event) - startOf(now)) / DAY_MS);
  if (days < 0) return null;
  if (days === 0) return 'Today!';
  if (days === 1) return 'Tomorrow';
  return `${days} days away`;
}
