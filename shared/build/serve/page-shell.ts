import { COOKIE_CONSENT_VALUES } from '../../src/contracts/entities';
import {
  headerScroll,
  heldPhoto,
  LAZY_PHOTO_MARGIN_PX,
  SITE_FOOTER_ID,
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  visitorMarker,
} from '../../src/contracts/server-render';
import { storageKeys } from '../../src/contracts/storage-keys';
import {
  CART_COOKIE,
  CART_COOKIE_LINE,
  CART_COOKIE_MAX_LINES,
} from '../../src/contracts/cart-cookie';

/** Where index.html takes the inline runtime config (and the route's preload links). */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--citylens:runtime-config-->';

/** The starter's cap: the app's scripts are added after at most this long, painted or not. */
export const APP_START_CAP_MS = 1000;

/**
 * On a server-rendered page the app's scripts start once its first screen is on screen (1 s at
 * most): the page is readable already, and scripts run before the first frame hold it back, by
 * their compile and run on a slow phone, and in Lighthouse's simulation, which counts every script
 * run before the largest paint. "On screen" is the browser's own word where it has one. Where the
 * first screen is a hero photo, its element-timing entry (it carries `elementtiming`,
 * FIRST_PHOTO_ELEMENT_TIMING), delivered once the frame showing it is presented, or else the task
 * after the frame that follows its load: a photo already loaded when this runs (cached, or quicker
 * than the HTML's parse) still waits for its paint. Elsewhere, the first contentful paint's entry,
 * or else the task after the next frame. They run in their order (`async = false`), as the `defer`s
 * they replace. Allowed by its CSP hash.
 */
export const APP_AFTER_FIRST_PAINT =
  '(function(){var d=document,w=window,started=false;function start(){if(started)return;' +
  'started=true;var m=d.querySelectorAll(\'meta[name="citylens-app-entry"]\');' +
  "for(var i=0;i<m.length;i++){var s=d.createElement('script');s.src=m[i].content;" +
  's.async=false;d.head.appendChild(s)}}' +
  'function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
  'var types=(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  'function whenReported(type,reported){new PerformanceObserver(function(list){' +
  'var e=list.getEntries();for(var i=0;i<e.length;i++)if(reported(e[i]))setTimeout(start,0)})' +
  '.observe({type:type,buffered:true})}' +
  `setTimeout(start,${APP_START_CAP_MS});` +
  'var p=d.querySelector(\'#root img[fetchpriority="high"]\');' +
  "if(!p){if(types.indexOf('paint')>=0)whenReported('paint',function(e){" +
  "return e.name==='first-contentful-paint'});else afterNextFrame();return}" +
  "if(types.indexOf('element')>=0&&p.hasAttribute('elementtiming'))" +
  "whenReported('element',function(e){return e.element===p});" +
  "else if(p.complete)afterNextFrame();else p.addEventListener('load',afterNextFrame);" +
  "p.addEventListener('error',start)})()";

/**
 * The host's pages' first inline script: keeps the controls pressed before React can handle them
 * (buttons of `type="button"`, which do nothing without script, and radio choices, which hydration
 * would set back), and the forms sent then, each once and in the order last pressed, for the host
 * to press again once their area has hydrated. A form with no `action` of its own (the app's, not
 * a `NoScriptForm`) is not sent to the page's own address by the browser meanwhile: the visitor's
 * text would have left in the URL, and the page reloaded with nothing sent. Before React listens
 * every press is kept; after, only one React stopped (an area still waiting for its remote's
 * module): such a press never reaches the window's bubble phase. Allowed by its CSP hash.
 */
export const PRESS_RECORDER =
  `(function(w,d){var s=w.${PRESSES_BEFORE_HYDRATION_GLOBAL}={pressed:[],reactListening:false},` +
  'current=null;function keep(b){var i=s.pressed.indexOf(b);' +
  'if(i>=0)s.pressed.splice(i,1);s.pressed.push(b)}' +
  'function watch(b){if(!s.reactListening){keep(b);return}var press={reached:false};' +
  'current=press;setTimeout(function(){if(!press.reached)keep(b)},0)}' +
  'function reached(){if(current)current.reached=true;current=null}' +
  "d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?" +
  't.closest(\'button[type="button"],input[type="radio"]\'):null;' +
  "if(!b||b.disabled||b.getAttribute('aria-disabled')==='true')return;watch(b)},true);" +
  "d.addEventListener('submit',function(e){var f=e.target;" +
  "if(!f||f.tagName!=='FORM'||f.hasAttribute('action'))return;e.preventDefault();watch(f)},true);" +
  "w.addEventListener('click',reached);w.addEventListener('submit',reached)" +
  '})(window,document)';

/**
 * The host's pages' first inline script, in the head: a visitor with a stored session (an access
 * token and the stored user, as the session's first state reads them) gets `data-visitor` on
 * `<html>` and their display name (spec: name, username, the email's local part, "User") as a CSS
 * string, so the header's first paint shows their name, UPLOAD PHOTO and the user menu instead of
 * "Sign In" until hydration catches up. An inline script rather than a server variant keyed on a
 * session cookie: every visitor gets the same HTML, so the page cache keeps one entry per page
 * (a cookie-keyed variant would split it per signed-in state, and per name). A visitor who has made
 * a cookie choice gets `data-cookie-choice`, which hides the cookie banner every page is sent with.
 * A visitor whose cart cookie holds lines gets `data-cart` and the count, shown by the header's CART.
 * A signed-in visitor's stored event marks (`storageKeys.eventMarks`) mark their booked and liked
 * events, which an event's details show at first paint (Booked, no Book Event, the filled heart).
 * Allowed by its CSP hash.
 */
export const VISITOR_MARKER =
  '(function(w){try{var s=w.localStorage,h=w.document.documentElement;' +
  `if(${JSON.stringify(COOKIE_CONSENT_VALUES)}.indexOf(s.getItem('${storageKeys.cookieConsent}'))>=0)` +
  `h.setAttribute('${visitorMarker.consentAttribute}','');` +
  // The cart's count, from the lines its cookie mirrors (read as cartLinesFromCookie reads them).
  `var c=/(?:^|;\\s*)${CART_COOKIE}=([^;]*)/.exec(w.document.cookie),q=0,k={};` +
  `if(c)c[1].split('.').slice(0,${CART_COOKIE_MAX_LINES}).forEach(function(p){` +
  `var l=${CART_COOKIE_LINE}.exec(p);if(l&&!k[l[1]+l[2]+l[3]]){k[l[1]+l[2]+l[3]]=1;q+=+l[4]}});` +
  `if(q>0){h.setAttribute('${visitorMarker.cartAttribute}','');` +
  `h.style.setProperty('${visitorMarker.cartCountProperty}','"'+q+'"');` +
  `h.style.setProperty('${visitorMarker.cartBadgeProperty}',q>99?'"99+"':'"'+q+'"')}` +
  `var u=s.getItem('${storageKeys.accessToken}')&&JSON.parse(s.getItem('${storageKeys.user}')||'null');` +
  "if(!u||typeof u.username!=='string'||(typeof u.id!=='number'&&typeof u.id!=='string'))return;" +
  "var t=function(v){return typeof v==='string'?v.trim():''}," +
  "n=t(u.name)||t(u.username)||t(t(u.email).split('@')[0])||'User';" +
  `h.setAttribute('${visitorMarker.attribute}','${visitorMarker.signedIn}');` +
  `h.style.setProperty('${visitorMarker.nameProperty}',JSON.stringify(n));` +
  `h.style.setProperty('${visitorMarker.initialProperty}',JSON.stringify(n.charAt(0).toUpperCase()));` +
  // Their booked and liked events, stored for this user (readEventMarks reads them alike).
  `var e=JSON.parse(s.getItem('${storageKeys.eventMarks}')||'null');` +
  'if(!e||e.user!==String(u.id))return;' +
  "function mark(a,ids){if(Array.isArray(ids))h.setAttribute(a,' '+ids.filter(function(i){" +
  "return typeof i==='number'&&i%1===0}).join(' ')+' ')}" +
  `mark('${visitorMarker.bookedEventsAttribute}',e.booked);` +
  `mark('${visitorMarker.likedEventsAttribute}',e.liked)` +
  '}catch(e){}})(window)';

/**
 * The host's pages' photo holder, in the head: a server-rendered photo the browser would load
 * lazily (`loading="lazy"`) is held as the parser adds it (its `src` and `srcset` moved to
 * `heldPhoto`'s attributes, before the browser has laid it out) and given back once it is within
 * LAZY_PHOTO_MARGIN_PX of the view (spec §9), as ResponsiveImage does after hydration. The
 * browser's own margin, about 1250 px, had the photos below a hero fetched before the first frame,
 * beside the hero. Without script the photos load as the HTML says (natively lazy), and the HTML
 * stays what hydration meets. Allowed by its CSP hash.
 */
const TRANSPARENT_PIXEL =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const PHOTOS_NEAR_VIEW =
  '(function(w,d){if(!w.IntersectionObserver||!w.MutationObserver)return;' +
  `var S='${heldPhoto.srcAttribute}',SS='${heldPhoto.srcsetAttribute}';` +
  'function move(e,from,to){var v=e.getAttribute(from);if(v===null)return;' +
  'e.setAttribute(to,v);e.removeAttribute(from)}' +
  'var near=new IntersectionObserver(function(es){for(var i=0;i<es.length;i++){var e=es[i];' +
  'if(!e.isIntersecting)continue;var t=e.target;near.unobserve(t);' +
  // A source React has set since (the photo changed) stays: the held one is dropped.
  `if(t.getAttribute('src')!=='${TRANSPARENT_PIXEL}'){t.removeAttribute(S);t.removeAttribute(SS);continue}` +
  "move(t,SS,'srcset');move(t,S,'src')}}," +
  `{rootMargin:'${LAZY_PHOTO_MARGIN_PX}px'});` +
  "function hold(e){if(e.getAttribute('loading')!=='lazy'||e.hasAttribute(S))return;" +
  // A transparent pixel meanwhile: an <img> with no source at all paints a broken-image glyph.
  `move(e,'srcset',SS);move(e,'src',S);e.setAttribute('src','${TRANSPARENT_PIXEL}');near.observe(e)}` +
  'var parsed=new MutationObserver(function(rs){for(var i=0;i<rs.length;i++){' +
  'var a=rs[i].addedNodes;for(var j=0;j<a.length;j++){var n=a[j];if(n.nodeType!==1)continue;' +
  "if(n.tagName==='IMG')hold(n);else if(n.firstElementChild){var m=n.getElementsByTagName('img');" +
  'for(var k=0;k<m.length;k++)hold(m[k])}}}});' +
  'parsed.observe(d.documentElement,{childList:true,subtree:true});' +
  "d.addEventListener('DOMContentLoaded',function(){parsed.disconnect()})" +
  '})(window,document)';

/**
 * The host's pages' scroll marker, in the head: `headerScroll.attribute` on `<html>` while the page
 * is scrolled past the header's threshold, so a visitor who scrolls before hydration sees the
 * header shrink then, not when hydration ends (the header's CSS reads the mark as it reads its own
 * state). Allowed by its CSP hash.
 */
export const PAGE_SCROLL_MARKER =
  '(function(w,h){function mark(){h.toggleAttribute(' +
  `'${headerScroll.attribute}',w.scrollY>${headerScroll.thresholdPx})}` +
  "mark();w.addEventListener('scroll',mark,{passive:true})})(window,document.documentElement)";

/**
 * A server-rendered page paints once its header and whole `<main>` are parsed. On a slow phone the
 * parser yields mid-document, and a frame painted then shifts once the rest arrives: a half-built
 * header row, a hero whose centred title stands alone until its search form is parsed, a grid row
 * whose foot moves down when a taller card joins it. The footer is the first element after
 * `<main>` (Chrome lifts the block when the target's start tag is parsed); if it is missing, the
 * block ends with the parse. A browser without `rel=expect` ignores the link.
 */
export const MAIN_BEFORE_FIRST_PAINT = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render">`;

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/**
 * A server-rendered page: its `defer` scripts become entries the inline starter adds after the
 * first paint, and only then are they fetched, on every page, with or without a hero photo. Until
 * the first frame the connection carries the page and its first screen's photos alone: the scripts'
 * 170 KB, preloaded beside the HTML, had shared the link with them, and Lighthouse's simulation
 * counts every request started before the largest paint in that paint (the checkout's order, text
 * painted at once: 1.3 s with the preloads, 0.8 s without).
 */
export function appAfterFirstPaint(html: string): string {
  const root = html.indexOf('<div id="root">');
  if (root < 0 || html.startsWith('</div>', root + '<div id="root">'.length)) return html;
  const page = html.replace(
    DEFERRED_SCRIPT,
    (_, src: string) => `<meta name="citylens-app-entry" content="${src}">`,
  );
  return page.replace('</body>', () => `<script>${APP_AFTER_FIRST_PAINT}</script></body>`);
}

/**
 * The route's remote manifest and entry, fetched in parallel with main.js instead of after it
 * (the entry at low priority, so it never delays the host's own script and first paint).
 * The entry sits beside the manifest (each remote's build writes both to its root).
 */
export function preloadLinks(manifestUrl: string): string {
  const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
  return (
    `<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin="anonymous">` +
    `<link rel="preload" as="script" href="${entryUrl}" fetchpriority="low">`
  );
}

/**
 * Connections opened while main.js downloads, to the origins the first render needs. The browser
 * keeps two pools per origin: CORS requests without credentials (API calls, the remote's manifest)
 * and plain ones (photos, the remote's entry script), so each use gets its own hint.
 */
export function preconnectLinks(hints: {
  cors: (string | null)[];
  plain: (string | null)[];
}): string {
  const links = (origins: (string | null)[], attribute: string) =>
    [...new Set(origins.filter((o): o is string => o !== null))].map(
      (origin) => `<link rel="preconnect" href="${origin}"${attribute}>`,
    );
  return [...links(hints.cors, ' crossorigin="anonymous"'), ...links(hints.plain, '')].join('');
}

/**
 * The shell's head without its generic title and description, and those two tags: a rendered
 * page's head brings its own (a head without them keeps the shell's), so the document has one of
 * each.
 */
export function splitShellTitle(head: string): { head: string; titleTags: string } {
  const tags = /<title>[^<]*<\/title>|<meta name="description"[^>]*>/g;
  return { head: head.replace(tags, ''), titleTags: (head.match(tags) ?? []).join('') };
}
