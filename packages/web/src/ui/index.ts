// Shared UI pieces: props in, events out; no stores, no fetching.
export { ActionPopup } from './action-popup';
export { Button } from './button';
export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { Highlight } from './highlight';
export { Icon } from './icons';
export { Modal } from './modal';
export { PageShell } from './page-shell';
export { ProductImage } from './product-image';
// SearchPopup is imported from './search-popup': it loads with the screens that open it (decision 0274).
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { TextField } from './text-field';
export { CharCount } from './char-count';
export { toast, TOAST_DURATION_MS } from './toast';
export { Section } from './section';
export { useAfterFirstPaint } from './use-after-first-paint';
export { rendersWhole, setHydrating, useHydrated } from './render-whole';
export { ShipToCard } from './ship-to-card';
export { InfiniteFooter, InfiniteList } from './infinite-list';
