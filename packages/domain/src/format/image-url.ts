// Image sizes of spec §9: "Image quality default 50; thumbnails 300x300 at quality 80" (decision 0191).

/** Spec §9: the quality every image is asked for unless it is a thumbnail. */
export const IMAGE_QUALITY = 50;

/** Spec §9: a thumbnail is 300x300 at quality 80. */
export const THUMBNAIL = { width: 300, height: 300, quality: 80 } as const;

/** What an image is shown as: a square thumbnail (a product card) or at its own size (a gallery photo). */
export type ImageKind = 'thumbnail' | 'full';

/** The URL parameters of each kind (decision 0191: w, h and q, as image services such as imgix read them). */
function paramsOf(kind: ImageKind): readonly (readonly [string, number])[] {
  return kind === 'thumbnail'
    ? [['w', THUMBNAIL.width], ['h', THUMBNAIL.height], ['q', THUMBNAIL.quality]]
    : [['q', IMAGE_QUALITY]];
}

/**
 * An image URL asking for the spec §9 size and quality: `?q=50`, or `?w=300&h=300&q=80` for a thumbnail. Parameters
 * already there with those names are replaced, others and a #fragment are kept; data:, blob: and empty URLs are
 * returned as they are.
 */
export function imageUrl(src: string, kind: ImageKind = 'full'): string {
  const url = src.trim();
  if (url === '' || /^(data|blob):/i.test(url)) return src;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const params = paramsOf(kind);
  const names = new Set(['w', 'h', 'q']);
  const kept = query.split('&').filter((part) => part !== '' && !names.has(part.split('=')[0] ?? ''));
  const added = params.map(([name, value]) => `${name}=${value}`);
  return `${path}?${[...kept, ...added].join('&')}${hash}`;
}

/** The width a product image has at quality 50 without a size (the portal's own size; decision 0270). */
export const FULL_IMAGE_WIDTH = 600;

/**
 * The `srcset` of a product image (issue 15): the spec §9 thumbnail (300 px at quality 80) and the image at quality
 * 50 (FULL_IMAGE_WIDTH), so a phone downloads the thumbnail where 300 device pixels are enough and the larger image
 * only on a screen that needs it. Empty for data:, blob: and empty URLs, which have one size.
 */
export function imageSrcSet(src: string): string {
  const url = src.trim();
  if (url === '' || /^(data|blob):/i.test(url)) return '';
  return `${imageUrl(src, 'thumbnail')} ${THUMBNAIL.width}w, ${imageUrl(src, 'full')} ${FULL_IMAGE_WIDTH}w`;
}
