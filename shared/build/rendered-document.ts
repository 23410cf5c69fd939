import { createHash } from 'node:crypto';
import { DEHYDRATED_STATE_ID, type PageCacheStatus } from '../src/contracts';
import type { RenderModule } from './render-workers';

export interface RenderedDocument {
  /** Tags for `<head>` (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** `<div id="root">` with the page's markup, then the answers it was rendered from. */
  root: string;
  cacheable: boolean;
  /** 404 for a page of something that does not exist (an unknown city); else 200. */
  status: number;
  /** sha256 of each inline script in `root` (React's own, when an area is left to the browser), for the CSP. */
  scriptHashes: string[];
}

/** One answer of the renderer: the page, where it came from, and a bucket cookie when one was drawn. */
export interface RenderedAnswer {
  doc: RenderedDocument;
  cacheStatus: PageCacheStatus;
  /** Rendered with what is the visitor's alone (their cart): no shared cache may keep it. */
  personal?: boolean;
  /** A bucket the server drew for a visitor who had none (a canary is live): the Set-Cookie value. */
  setCookie?: string;
}

/**
 * A render under way whose status is already known (200): its head can be sent before the page is
 * rendered, and the page after it as soon as it is.
 */
export interface StreamingAnswer {
  rendering: Promise<RenderedDocument>;
  cacheStatus: PageCacheStatus;
  personal?: boolean;
  setCookie?: string;
}

/** A page whole at once (kept, or one whose status waits for its render), or one being rendered. */
export type PageAnswer = RenderedAnswer | StreamingAnswer;

/** The answer's document, once rendered. */
export async function wholeDocument(answer: PageAnswer): Promise<RenderedDocument> {
  return 'doc' in answer ? answer.doc : answer.rendering;
}

/** A render as a stream when its status is known, else whole once it has rendered. */
export async function answerWhenKnown(
  render: Promise<RenderedDocument>,
  cacheStatus: PageCacheStatus,
  streams: boolean,
): Promise<PageAnswer> {
  if (streams) return { rendering: render, cacheStatus };
  return { doc: await render, cacheStatus };
}

/** Every render worker is at its cap, and no copy of the page is kept: the caller sends the shell. */
export class RendererSaturated extends Error {
  constructor() {
    super('every render worker is at its cap');
  }
}

/** The CSP hashes of the inline scripts in rendered markup (React's, completing left areas). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash('sha256').update(match[1]!).digest('base64'),
  );
}

/** `<`, `>` and `&` escaped so the JSON can never close its script element or open a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** A render's answer as the page's parts: head tags, root markup with its answers, CSP hashes. */
export function documentOf(
  page: Awaited<ReturnType<RenderModule['renderPage']>>,
): RenderedDocument {
  return {
    scriptHashes: inlineScriptHashes(page.html),
    head: page.head,
    root:
      `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${DEHYDRATED_STATE_ID}">${jsonForHtml(page.queryState)}</script>`,
    cacheable: page.cacheable,
    status: page.status ?? 200,
  };
}
