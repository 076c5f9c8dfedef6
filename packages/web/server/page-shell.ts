// The light shell in #root of a page the server does not render (a visitor with a session, a guarded or personal
// page, a render that did not finish in time): a header and two skeleton blocks while the scripts arrive, styled by
// the app's one style sheet. Every other page's HTML is its first screen, rendered from the app's own components
// (src/entry-server.tsx, decision 0510). Plain HTML, no script and no inline style (the CSP of security-headers.ts).
export const LIGHT_SHELL =
  '<div class="app-frame page-shell" aria-busy="true">' +
  '<header class="navbar"><h1 class="navbar__title">Kado</h1></header>' +
  '<main class="app-main"><div class="page"><div class="page__body">' +
  '<span class="skeleton page-shell__block"></span><span class="skeleton page-shell__block"></span>' +
  '</div></div></main>' +
  '</div>';
