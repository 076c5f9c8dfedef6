import { THUMBNAIL, imageSrcSet, imageUrl } from '@kado/domain';

interface ProductImageProps {
  readonly src: string;
  readonly alt: string;
  /** Rendered size in CSS pixels (square); the default suits a two-column grid at 390px. */
  readonly size?: number;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  readonly eager?: boolean;
  readonly className?: string;
  /** An address typed by the user (another shop's picture): shown as it is, without the size parameters. */
  readonly original?: boolean;
}

/**
 * Spec §2: the product image card is a square thumbnail; width and height are set so nothing shifts. Spec §9: up to
 * the thumbnail size it asks for the 300x300 thumbnail at quality 80, larger for the image at quality 50.
 */
export function ProductImage({ src, alt, size = 300, eager = false, className, original = false }: ProductImageProps) {
  // Issue 15: the thumbnail and the larger image as a srcset, drawn at `size` CSS pixels (at most the screen's width).
  const srcSet = original ? '' : imageSrcSet(src);
  return (
    <img
      className={['product-image', className ?? ''].filter(Boolean).join(' ')}
      src={original ? src : imageUrl(src, size <= THUMBNAIL.width ? 'thumbnail' : 'full')}
      srcSet={srcSet || undefined}
      sizes={srcSet ? `(max-width: ${size}px) 100vw, ${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
