/** How the Saved cities list, the save control and the offline page word a saved city. */

/** Bytes as a traveller reads a download: "840 KB", "12.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  const mb = bytes / (1000 * 1000);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** "updated just now", "updated 5 min ago", "updated 2 h ago", "updated 3 days ago". */
export function updatedAgo(updatedAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(updatedAt)) / 60_000));
  if (!Number.isFinite(minutes) || minutes < 1) return 'updated just now';
  if (minutes < 60) return `updated ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `updated ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
