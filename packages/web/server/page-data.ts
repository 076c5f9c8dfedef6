// The page as HTML, with its data (decisions 0084 and 0510). The server renders the page's first screen from the same
// route list, loaders, stores and components as the browser (src/entry-server.tsx, built by Vite into
// dist/server/entry-server.js), so a phone paints the page before any script has run. The portal answers the page
// loaded go with it, and the browser's first render uses each once instead of a call (createPrimedAnswers in
// @kado/http). A visitor with a session gets neither: a personal page is rendered by the browser.
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ACCESS_COOKIE } from '@kado/stores';
import type { RenderFirstScreen } from '../src/entry-server';
import { ANSWERS_ELEMENT_ID } from '../src/app/primed-answers';

const SESSION_PREFIX = `${encodeURIComponent(ACCESS_COOKIE)}=`;

export function hasSession(cookieHeader: string | undefined): boolean {
  if (!cookieHeader?.includes(SESSION_PREFIX)) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(SESSION_PREFIX));
}

interface PageDataOptions {
  /** The portal as a fetch handler (the fake portal in-process, or a fetch to the real one). */
  readonly portalFetch: (request: Request) => Response | Promise<Response>;
  /** A page whose render takes longer is sent without it; the app renders it itself. */
  readonly timeoutMs: number;
  /** The render of the build (serverRender below); tests give the source's. */
  readonly render: () => RenderFirstScreen | null | Promise<RenderFirstScreen | null>;
}

/** A page's content: the portal answers it loaded, and its first screen as HTML (null: the light shell). */
export interface PageContent {
  readonly answers: Record<string, string>;
  readonly html: string | null;
}

export const NO_CONTENT: PageContent = { answers: {}, html: null };

/** The page at `pathname` (with its query) rendered for a visitor without a session, with the answers it loaded. */
export function createPageContent(options: PageDataOptions): (pathname: string, cookieHeader?: string) => Promise<PageContent> {
  return async (pathname, cookieHeader) => {
    if (hasSession(cookieHeader)) return NO_CONTENT;
    const render = await options.render();
    if (!render) return NO_CONTENT;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<PageContent>((resolve) => {
      timer = setTimeout(() => resolve(NO_CONTENT), options.timeoutMs);
    });
    const done = render({ path: pathname, portalFetch: options.portalFetch }).catch(() => NO_CONTENT);
    const content = await Promise.race([done, late]);
    clearTimeout(timer);
    return content;
  };
}

/**
 * The build's render of a first screen (dist/server/entry-server.js), imported once per build (a new build is a new
 * file stamp); null without one (a build folder of a test, or a build still being written).
 */
export function serverRender(dist: string): () => Promise<RenderFirstScreen | null> {
  const file = `${dist}/server/entry-server.js`;
  let loaded: { readonly stamp: string; readonly render: Promise<RenderFirstScreen | null> } | null = null;
  return () => {
    if (!existsSync(file)) return Promise.resolve(null);
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    if (loaded?.stamp !== stamp) {
      const render = import(`${pathToFileURL(file).href}?build=${encodeURIComponent(stamp)}`)
        .then((module: { readonly renderFirstScreen?: RenderFirstScreen }) => module.renderFirstScreen ?? null)
        .catch(() => null);
      loaded = { stamp, render };
    }
    return loaded.render;
  };
}

/** The answers as a JSON script element; every `<` is escaped, so no answer can close the element. */
export function answersElement(answers: Readonly<Record<string, string>>): string {
  if (Object.keys(answers).length === 0) return '';
  const json = JSON.stringify(answers).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${json}</script>`;
}
