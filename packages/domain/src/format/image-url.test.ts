import { describe, expect, it } from 'vitest';
import { FULL_IMAGE_WIDTH, IMAGE_QUALITY, THUMBNAIL, imageSrcSet, imageUrl } from './image-url';

describe('imageUrl (spec §9 image quality and thumbnails)', () => {
  it('asks for quality 50 by default and for 300x300 at quality 80 for a thumbnail', () => {
    expect(IMAGE_QUALITY).toBe(50);
    expect(THUMBNAIL).toEqual({ width: 300, height: 300, quality: 80 });
    expect(imageUrl('/api/images/products/7.svg')).toBe('/api/images/products/7.svg?q=50');
    expect(imageUrl('https://cdn.kado.id/p/7.jpg', 'thumbnail')).toBe('https://cdn.kado.id/p/7.jpg?w=300&h=300&q=80');
  });

  it('keeps other parameters and the fragment, and replaces its own', () => {
    expect(imageUrl('https://cdn.kado.id/p/7.jpg?v=3#x', 'thumbnail')).toBe('https://cdn.kado.id/p/7.jpg?v=3&w=300&h=300&q=80#x');
    expect(imageUrl('/p/7.jpg?q=90&w=1200&h=800&v=3')).toBe('/p/7.jpg?v=3&q=50');
    expect(imageUrl(imageUrl('/p/7.jpg', 'thumbnail'), 'thumbnail')).toBe('/p/7.jpg?w=300&h=300&q=80');
    expect(imageUrl('/p/7.jpg?')).toBe('/p/7.jpg?q=50');
  });

  it('leaves data:, blob: and empty URLs alone', () => {
    expect(imageUrl('')).toBe('');
    expect(imageUrl('data:image/png;base64,AAAA', 'thumbnail')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://kado.id/1234')).toBe('blob:https://kado.id/1234');
  });
});

describe('imageSrcSet (issue 15)', () => {
  it('offers the 300 px thumbnail at quality 80 and the full image at quality 50', () => {
    expect(FULL_IMAGE_WIDTH).toBeGreaterThan(THUMBNAIL.width);
    expect(imageSrcSet('/api/images/products/7.png')).toBe('/api/images/products/7.png?w=300&h=300&q=80 300w, /api/images/products/7.png?q=50 600w');
  });

  it('has nothing to offer for data:, blob: and empty URLs', () => {
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBe('');
    expect(imageSrcSet('blob:https://kado.test/1')).toBe('');
    expect(imageSrcSet('  ')).toBe('');
  });
});
