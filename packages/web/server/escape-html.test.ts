import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text node or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('drops control characters but keeps tabs, line breaks and other text', () => {
    expect(escapeHtml('Kado\u0000 Bayi\u0007\u001b\u007f\tbaru\nRp 10.000 · 👶')).toBe('Kado Bayi\tbaru\nRp 10.000 · 👶');
  });
});
