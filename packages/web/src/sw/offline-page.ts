// The last-resort answer to a navigation with no network, no kept page and no app shell in the cache (the shell is
// precached, so this shows only if the browser dropped the cache). Plain HTML without scripts: the CSP allows it.

const OFFLINE_TITLE = 'Kamu sedang offline';
const OFFLINE_TEXT = 'Halaman ini belum tersimpan di perangkatmu. Periksa koneksi internetmu, lalu coba lagi.';

export function offlinePage(): Response {
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${OFFLINE_TITLE} | Kado</title></head>`
    + `<body style="font-family:system-ui,sans-serif;margin:0;padding:2rem 1.25rem;text-align:center;color:#1f2733">`
    + `<h1 style="font-size:1.25rem">${OFFLINE_TITLE}</h1><p>${OFFLINE_TEXT}</p><p><a href="/" style="color:#2563a6">Coba lagi</a></p></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
