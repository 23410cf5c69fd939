import { formatLongDate } from '@citylens/shared';

export interface Credited {
  creator_name?: string | null;
  author?: string | null;
  created_at?: string;
  published_at?: string;
}

/** Creator name, else author, else Anonymous. */
export function creatorOf(item: Credited): string {
  return item.creator_name?.trim() || item.author?.trim() || 'Anonymous';
}

/** The item's date in en-US long form ("November 20, 2026"), or ''. */
export function itemDate(item: Credited): string {
  return formatLongDate(item.created_at ?? item.published_at);
}
