// Shared UI pieces: props in, events out; no stores, no fetching.
export { ActionPopup, type ActionPopupProps, type PopupAction } from './action-popup';
export { AddAddressModal, type AddAddressModalProps } from './add-address-modal';
export { BottomNav, BOTTOM_NAV_ITEMS, type BottomNavProps } from './bottom-nav';
export { Button, type ButtonProps } from './button';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { Highlight } from './highlight';
export { Icon, type IconName } from './icons';
export { Modal, type ModalProps } from './modal';
export { Navbar, HeaderStyleContext, type HeaderStyle, type NavbarProps } from './navbar';
export { OfflineBanner } from './offline-banner';
export { PageShell, type PageShellProps } from './page-shell';
export { ProductImage, type ProductImageProps } from './product-image';
// SearchPopup is imported from './search-popup': it loads with the screens that open it (decision 0274).
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { toast, createToastStore, TOAST_DURATION_MS, type ToastItem, type ToastStore } from './toast';
export { ToastHost } from './toast-host';
export { lockScroll } from './scroll-lock';
export { Section, type SectionProps } from './section';
export { useAfterFirstPaint } from './use-after-first-paint';
export { useBackOnline } from './use-back-online';
export { useScrollFlags, scrollFlagsNow } from './use-scroll-flags';
export { ShipToCard } from './ship-to-card';
export { InfiniteFooter, InfiniteList, useInfiniteLoad, type InfiniteFooterProps, type InfiniteListProps, type PagedSource } from './infinite-list';
