// The layout rules of spec §2 "Layouts and behaviour" live in @kado/domain (routing/layout.ts); the shell reads them here.
export { showsBottomNav, headerStyle, isScrollLocked as locksScroll } from '@kado/domain';
