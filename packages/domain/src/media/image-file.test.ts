import { describe, expect, it } from 'vitest';
import { imageFileProblem, UPLOAD_IMAGE_MAX_BYTES } from './image-file';

describe('imageFileProblem (issue 31: a picture she uploads)', () => {
  it('takes a PNG, JPEG or WebP of 5 MB at most; refuses another type, an empty file and a bigger one', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 1200 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/heic', size: 1200 })).toBe('type');
    expect(imageFileProblem({ type: 'application/pdf', size: 1200 })).toBe('type');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1200 })).toBe('type');
    expect(imageFileProblem({ type: 'image/jpeg', size: 0 })).toBe('empty');
    expect(imageFileProblem({ type: 'image/jpeg', size: UPLOAD_IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
});
