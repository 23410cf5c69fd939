import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../../src/contracts/runtime-config';
import type { PageCacheStatus } from '../../src/contracts';
import type {
  PageRenderer,
  RenderedAnswer,
  RenderedDocument,
  StreamingAnswer,
} from '../page-renderer';
import { contentSecurityPolicy } from '../security-headers';
import {
  MAIN_BEFORE_FIRST_PAINT,
  appAfterFirstPaint,
  splitShellTitle,
  RUNTIME_CONFIG_PLACEHOLDER,
} from './page-shell';
import { renderedFile, type ServedFile } from './served-file';

/**
 * A page being rendered, whose status (200) is known: the head's start goes out at once (the
 * connection hints, the first inline scripts), the rest of the document once the page has rendered.
 * Together they are the document a kept page is, so a crawler reads the same complete HTML.
 */
export interface StreamedPage {
  early: string;
  /** The rest of the document; rejects when the render fails (then `shellRest` ends the page). */
  rest: Promise<string>;
  /** The static shell's rest: the browser renders the page, as after a failed render. */
  shellRest: string;
  cacheStatus: PageCacheStatus;
  /** React's inline scripts in the page carry this response's nonce, allowed by this CSP. */
  csp: string;
  setCookie?: string;
  personal?: boolean;
}

/** A server-rendered page as served: its file, its status, and how it may be cached. */
export type RenderedPageFile = ServedFile & {
  cacheable: boolean;
  status: number;
  cacheStatus: PageCacheStatus;
  csp: string | null;
  setCookie?: string;
  /** The visitor's own page (their cart): `private`. */
  personal?: boolean;
};

/** The host's server-rendered page for a URL and the visitor's cookie, as served. */
export type RenderPage = (
  url: string,
  cookie: string | undefined,
) => Promise<RenderedPageFile | StreamedPage>;

/** What every page of the shell carries, which a rendered page keeps. */
export interface ShellParts {
  /** index.html, with the runtime config's placeholder. */
  template: string;
  /** The inline scripts at the head's start (runtime config, visitor marker, press recorder). */
  headScripts: string;
  /** The CSP hashes of the shell's own inline scripts. */
  scriptHashes: string[];
  /** The plain page's connection hints (the API, the photos' origin). */
  connectionHints: string;
}

/**
 * The server-rendered page: the shell's head (runtime config, connection hints), which needs no
 * render and goes first, then the page's own head (title, preloads, styles) and the page.
 */
export function renderedPages(
  renderer: PageRenderer,
  { template, headScripts, scriptHashes, connectionHints }: ShellParts,
  runtimeConfig: RuntimeConfig,
): RenderPage {
  const renderedFiles = new WeakMap<RenderedDocument, Promise<ServedFile>>();
  const [templateHead, templateTail] = template.split(RUNTIME_CONFIG_PLACEHOLDER) as [
    string,
    string,
  ];
  const shell = splitShellTitle(templateHead);
  const earlyHead = shell.head + headScripts + MAIN_BEFORE_FIRST_PAINT + connectionHints;
  const pageRest = (doc: RenderedDocument) =>
    appAfterFirstPaint(
      (doc.head.includes('<title>') ? '' : shell.titleTags) +
        doc.head +
        templateTail.replace('<div id="root"></div>', () => doc.root),
    );
  const renderedPage = (doc: RenderedDocument) => earlyHead + pageRest(doc);
  const shellRest = shell.titleTags + templateTail;

  /** Not yet rendered: React's inline scripts, if any, are allowed by this answer's nonce. */
  function streamedPage(answer: StreamingAnswer): StreamedPage {
    const nonce = randomBytes(16).toString('base64');
    const rest = answer.rendering.then((doc) =>
      pageRest({
        ...doc,
        root: doc.root.replace(/<script>/g, `<script nonce="${nonce}">`),
      }),
    );
    return {
      early: earlyHead,
      rest,
      shellRest,
      cacheStatus: answer.cacheStatus,
      setCookie: answer.setCookie,
      personal: answer.personal,
      csp: contentSecurityPolicy(runtimeConfig, scriptHashes, nonce),
    };
  }

  async function wholePage({
    doc,
    cacheStatus,
    setCookie,
    personal,
  }: RenderedAnswer): Promise<RenderedPageFile> {
    // A page from the renderer's cache is the same object: compressed once, not per request.
    let file = renderedFiles.get(doc);
    if (!file) {
      file = renderedFile(renderedPage(doc), 'text/html; charset=utf-8');
      renderedFiles.set(doc, file);
    }
    return {
      ...(await file),
      cacheable: doc.cacheable,
      status: doc.status,
      cacheStatus,
      setCookie,
      personal,
      // React's inline scripts completing an area left to the browser, allowed by hash.
      csp: doc.scriptHashes.length
        ? contentSecurityPolicy(runtimeConfig, [...scriptHashes, ...doc.scriptHashes])
        : null,
    };
  }

  return async (url, cookie) => {
    const answer = await renderer(url, cookie);
    return 'rendering' in answer ? streamedPage(answer) : wholePage(answer);
  };
}
