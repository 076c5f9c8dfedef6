// Per-page preloads (decision 0083): the HTML of a page path names the files of that page's screen, so the browser
// fetches them with the boot chunks instead of after the app has started and matched the route (a request waterfall
// on every deep link: a shared product, a registry sent on WhatsApp).
import { matchRoutes } from 'react-router-dom';
import { isScreenHandle, matchableRoutes, ROUTE_DATA_ADAPTERS, type ScreenModule } from '../src/app/route-table';
import type { StoreFeature } from '../src/app/store-modules';

/** The part of Vite's build manifest this needs (dist/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  /** The chunk's dynamic imports: a screen's lazy parts (React's `lazy`). */
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files the screens of a page need beyond what index.html already names: its chunk with its static imports, and their CSS. */
interface ScreenAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The module of the route list's chunk (the boot file's router discovers the routes with it). */
const ROUTE_LIST_MODULE = 'src/app/routes.tsx';

/** The catalogue, search, sign-in and review adapters: home answers its first screen without them, no other page does. */
const SHELL_GATEWAYS_MODULE = 'src/app/shell-gateways.ts';

/** The other adapters (the registry's, the account's, the cart's...): a page whose data reads through them needs them. */
const FEATURE_GATEWAYS_MODULE = 'src/app/feature-gateways.ts';

/** The module of a feature's stores (src/app/store-modules.ts imports `./stores/<feature>`). */
const storesModule = (feature: StoreFeature) => `src/app/stores/${feature}.ts`;

function screenAssets(manifest: Manifest, screens: readonly ScreenModule[], already: ReadonlySet<string>, modules: readonly string[] = []): ScreenAssets {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const screen of screens) visit(`src/${screen}.tsx`);
  for (const module of modules) visit(module);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    // A screen in a shared chunk names that chunk twice: once is enough.
    if (!already.has(chunk.file) && !scripts.includes(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!already.has(css) && !styles.includes(css)) styles.push(css);
  }
  return { scripts, styles };
}

/** The asset paths (without the leading slash) that an HTML document already links. */
function linkedAssets(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1] ?? ''));
}

/**
 * Returns `html` for a page path with <link> tags for that page's screen files before </head>; the style sheets
 * as they would be added by the app (render-blocking, so the screen does not paint unstyled), the scripts as
 * module preloads. An unknown path gets the not-found screen's files, like the app.
 */
export function createPagePreloader(manifest: Manifest, indexHtml: string): (pathname: string) => string {
  const routes = matchableRoutes();
  const already = linkedAssets(indexHtml);
  const cache = new Map<string, string>();
  return (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    // The screens of every matched route of the list: a layout's (the owner's registry) and the one inside it.
    const screens = matches.flatMap((m) => (isScreenHandle(m.route.handle) ? [m.route.handle.screen] : []));
    if (screens.length === 0) return indexHtml;
    // A page whose first screen the server's HTML paints (the route list's `server`, decision 0510) asks for its
    // scripts at low priority: its first paint needs none of them, and the HTML's pictures, its largest paint, go
    // first. The entry and the boot file keep theirs (decisions 0345, 0547).
    const leaf = matches[matches.length - 1]?.route.handle;
    const painted = isScreenHandle(leaf) && leaf.server === true;
    const later = painted ? ' fetchpriority="low"' : '';
    // One copy per matched route (not per screen: routes sharing a screen may load other stores or data).
    const key = matches.map((m) => m.route.id).join(' ');
    let html = cache.get(key);
    if (html === undefined) {
      // The boot file's router knows only / and discovers the other routes with the list's chunk (src/app/router.ts,
      // decision 0375): any other page needs it before its own screen can even be matched, so it goes first, at
      // normal priority; with it the adapters every other page's data reads (a product, a category, the user).
      const list = matches.some((m) => m.route.index) ? [] : screenAssets(manifest, [], already, [ROUTE_LIST_MODULE, SHELL_GATEWAYS_MODULE]).scripts;
      // What the page's loaders and its first render import in turn, each only once the one before has run (decision
      // 0551): the stores of its routes, the adapters its data reads through, and, on a page the server paints, the
      // screen's lazy parts (the server's HTML holds them, so the hydration needs them).
      const handles = matches.flatMap((m) => (isScreenHandle(m.route.handle) ? [m.route.handle] : []));
      const modules = [...new Set(handles.flatMap((h) => h.stores ?? []))].map(storesModule);
      if (handles.some((h) => h.data !== undefined && ROUTE_DATA_ADAPTERS[h.data] === 'feature')) modules.push(FEATURE_GATEWAYS_MODULE);
      if (painted) for (const s of screens) modules.push(...(manifest[`src/${s}.tsx`]?.dynamicImports ?? []));
      const { scripts, styles } = screenAssets(manifest, screens, new Set([...already, ...list]));
      const tags = [
        ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...list.map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${later}>`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${later}>`),
      ];
      // Those go at the end of the body (a module preload may stand there): the browser asks for them once it has
      // asked for the page's pictures, so they never hold its largest paint on a busy line; still long before the code
      // that imports them has run.
      const next = screenAssets(manifest, [], new Set([...already, ...list, ...scripts, ...styles]), modules);
      const tail = [
        ...next.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...next.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${later}>`),
      ];
      html = indexHtml.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
      if (tail.length > 0) html = html.replace('</body>', `  ${tail.join('\n    ')}\n  </body>`);
      cache.set(key, html);
    }
    return html;
  };
}
