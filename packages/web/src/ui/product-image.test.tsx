import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage (issue 15, spec §9)', () => {
  it('offers the thumbnail and the larger image as a srcset with the size it is drawn at, and reserves its box', () => {
    const { container } = render(<ProductImage src="/api/images/products/7.png" alt="Popok" size={172} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/images/products/7.png?w=300&h=300&q=80');
    expect(img.getAttribute('srcset')).toBe('/api/images/products/7.png?w=300&h=300&q=80 300w, /api/images/products/7.png?q=50 600w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 172px) 100vw, 172px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['172', '172']);
  });

  it('shows an address the user typed as it is, without a srcset', () => {
    const { container } = render(<ProductImage src="https://shop.example/p.jpg?sig=1" alt="Luar" original />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://shop.example/p.jpg?sig=1');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
