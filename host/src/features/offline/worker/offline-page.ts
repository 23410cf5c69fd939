/// <reference lib="webworker" />
import { routes, type SavedCity } from '@citylens/shared/contracts';
import { formatBytes, updatedAgo } from '@citylens/shared/offline';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The CityLens mark, as the header draws it. */
const MARK =
  '<svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">' +
  '<circle cx="20" cy="20" r="18" fill="#b4441f"/>' +
  '<circle cx="20" cy="20" r="11.5" fill="none" stroke="#fbf7f1" stroke-width="2.5"/>' +
  '<path d="M12 25h3v-6h3v-4h4v7h2v-3h4v6" fill="none" stroke="#fbf7f1" stroke-width="2" stroke-linejoin="round"/>' +
  '<circle cx="27" cy="13" r="2" fill="#f6c26b"/></svg>';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fbf7f1;color:#2b2521;line-height:1.5}
header{background:#3b322c;color:#fff;padding:16px}
header a{display:inline-flex;align-items:center;gap:8px;color:inherit;text-decoration:none;font:700 1.25rem Georgia,serif}
main{max-width:640px;margin:0 auto;padding:32px 16px 48px}
h1{font:700 2rem/1.2 Georgia,serif;margin:0 0 12px}
h2{font:700 1.25rem Georgia,serif;margin:32px 0 12px}
ul{list-style:none;padding:0;margin:0;display:grid;gap:12px}
li a{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap;padding:16px;border-radius:12px;background:#fff;border:1px solid #e6dccf;color:inherit;text-decoration:none}
li a:hover,li a:focus-visible{border-color:#b4441f}
li strong{font-size:1.125rem;color:#953716}
li span{color:#5e544c}
.again{display:inline-block;margin-top:8px;padding:10px 20px;border-radius:999px;background:#b4441f;color:#fff;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #1f6f78;outline-offset:2px}
`;

/**
 * What a navigation gets offline when no copy of its page is kept: a friendly page, not the
 * browser's error, with a link to every saved city. Plain HTML: it must work with nothing else
 * of the site at hand.
 */
export function offlinePage(saved: SavedCity[], now = Date.now()): Response {
  const list = saved.length
    ? `<ul>${saved
        .map(
          (city) =>
            `<li><a href="${escape(routes.city.href(city.name))}"><strong>${escape(city.name)}</strong>` +
            `<span>${escape(formatBytes(city.bytes))} · ${escape(updatedAgo(city.updatedAt, now))}</span></a></li>`,
        )
        .join('')}</ul>`
    : '<p>You have no saved cities yet. When you are online, open a city and choose “Save for offline” to read it here without a connection.</p>';
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>You're offline — CityLens</title><style>${STYLE}</style></head><body>` +
    `<header><a href="/">${MARK}<span>CityLens</span></a></header>` +
    '<main><h1>You’re offline</h1>' +
    '<p>This page isn’t saved for offline reading. It will open again once you are back online.</p>' +
    '<a class="again" href="">Try again</a>' +
    `<h2>Saved cities</h2>${list}</main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}
