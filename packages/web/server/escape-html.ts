// The app server's one HTML escaper, for the text it writes into a page's HTML: the link preview's tags
// (link-preview.ts). A page's first screen is rendered by React, which escapes what it renders (decision 0510).

/** Text for an HTML attribute or element: `&`, `<`, `>`, `"` and `'` escaped, control characters dropped. */
export function escapeHtml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
