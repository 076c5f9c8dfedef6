import { describe, expect, it } from 'vitest';
import { stylesFirst } from './built-files';

// Vite's index.html as it writes it: the entry's module scripts, then the style sheet.
const VITE_HEAD = `<head>
    <title>Kado</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-X.js"></script>
    <script type="module" crossorigin src="/assets/boot-Y.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-Z.css">
  </head>`;

describe('the style sheet before the scripts (issue 32)', () => {
  it('moves the page\'s style sheet before its first module script, so the scripts and DOMContentLoaded wait for it', () => {
    const html = stylesFirst(VITE_HEAD);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.match(/<script type="module"/g)).toHaveLength(2);
    expect(html).toContain('<title>Kado</title>');
  });

  it('leaves a page without a style sheet or a script as it is', () => {
    expect(stylesFirst('<head><title>x</title></head>')).toBe('<head><title>x</title></head>');
  });
});
