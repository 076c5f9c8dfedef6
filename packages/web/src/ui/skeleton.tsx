import type { CSSProperties } from 'react';

interface SkeletonProps {
  readonly width?: CSSProperties['width'];
  readonly height?: CSSProperties['height'];
  readonly radius?: CSSProperties['borderRadius'];
  readonly className?: string;
}

/** A grey placeholder block shown while content loads (hidden from assistive technology). */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
