import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { parseBlocks, RichText, safeHref } from './rich-text';

describe('RichText', () => {
  it('parses headings, lists and paragraphs', () => {
    expect(parseBlocks('Halo Bunda.\n\n## Pakaian\n- Baju\n- Topi\nSiapkan 6 setel.')).toEqual([
      { kind: 'paragraph', text: 'Halo Bunda.' },
      { kind: 'heading', level: 2, text: 'Pakaian' },
      { kind: 'list', items: ['Baju', 'Topi'] },
      { kind: 'paragraph', text: 'Siapkan 6 setel.' },
    ]);
  });

  it('never interprets HTML or runs script from content', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> [klik](javascript:alert(1)) **tebal**';
    const { container } = render(<RichText text={hostile} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('tebal');
    expect(container.textContent).toContain('<script>');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('links only http(s) and same-site paths; external ones open safely', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/\\evil.com')).toBeNull();
    expect(safeHref('//evil.com')).toBeNull();
    expect(safeHref('/artikel/mpasi')).toBe('/artikel/mpasi');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/faqs')).toBe('/faqs');
    const { container } = render(<RichText text="Lihat [panduan](https://kado.test/panduan) dan [FAQ](/faqs)." />);
    const [external, internal] = Array.from(container.querySelectorAll('a'));
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.getAttribute('href')).toBe('/faqs');
  });
});
