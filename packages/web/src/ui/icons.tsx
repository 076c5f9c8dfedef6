import type { ReactElement } from 'react';

/** Inline stroke icons (24px, decorative: the button around them carries the label). */
export type IconName =
  | 'back' | 'share' | 'close' | 'search' | 'shop' | 'article' | 'gift' | 'review' | 'profile' | 'cart' | 'chevron' | 'wifi-off';

const paths: Record<IconName, ReactElement> = {
  back: <path d="M15 5l-7 7 7 7" />,
  share: <><circle cx="18" cy="5" r="2.5" /><circle cx="6" cy="12" r="2.5" /><circle cx="18" cy="19" r="2.5" /><path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" /></>,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: <><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></>,
  shop: <><path d="M4 9l1.5-5h13L20 9" /><path d="M4 9h16v11H4z" /><path d="M9 20v-6h6v6" /></>,
  article: <><rect x="5" y="3.5" width="14" height="17" rx="2" /><path d="M8.5 8h7M8.5 12h7M8.5 16h4" /></>,
  gift: <><rect x="4" y="9" width="16" height="11" rx="1.5" /><path d="M3 9h18M12 9v11M12 9c-2-4-6-4-6-1.5S10 9 12 9zm0 0c2-4 6-4 6-1.5S14 9 12 9z" /></>,
  review: <path d="M12 3.8l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />,
  profile: <><circle cx="12" cy="8.5" r="4" /><path d="M4.5 20.5c1.3-3.8 4.2-5.5 7.5-5.5s6.2 1.7 7.5 5.5" /></>,
  cart: <><path d="M3 4h2.5l2.2 11h10.6L20.5 7H6.4" /><circle cx="9.5" cy="19.5" r="1.5" /><circle cx="17" cy="19.5" r="1.5" /></>,
  chevron: <path d="M9 5l7 7-7 7" />,
  'wifi-off': <><path d="M3 3l18 18M8.5 16.5a5 5 0 017 0M5 12.5a10 10 0 014.5-2.6M19 12.5a10 10 0 00-2.2-1.6M12 20h.01" /></>,
};

export function Icon({ name, className = 'icon' }: { readonly name: IconName; readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
