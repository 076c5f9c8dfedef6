export interface ProductImageProps {
  readonly src: string;
  readonly alt: string;
  /** Rendered size in CSS pixels (square); the default suits a two-column grid at 390px. */
  readonly size?: number;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  readonly eager?: boolean;
  readonly className?: string;
}

/** Spec §2: the product image card is a square thumbnail; width and height are set so nothing shifts. */
export function ProductImage({ src, alt, size = 300, eager = false, className }: ProductImageProps) {
  return (
    <img
      className={['product-image', className ?? ''].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
