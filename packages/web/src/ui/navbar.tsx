import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderStyle } from '@kado/domain';
import { Icon } from './icons';
import { useScrollFlags } from './use-scroll-flags';

/** The header style the layout chose for the current path (spec §2); a Navbar prop overrides it. */
export const HeaderStyleContext = createContext<HeaderStyle>('default');

export interface NavbarProps {
  readonly title: string;
  readonly headerStyle?: HeaderStyle;
  readonly onBack?: () => void;
  readonly onShare?: () => void;
  readonly onClose?: () => void;
  /** Extra buttons on the right (e.g. search in the registry layout). */
  readonly actions?: ReactNode;
}

/** Spec §2: the generic navbar with back, share and close buttons, each shown when its handler is given. */
export function Navbar({ title, headerStyle, onBack, onShare, onClose, actions }: NavbarProps) {
  const { t } = useTranslation();
  const contextStyle = useContext(HeaderStyleContext);
  const style = headerStyle ?? contextStyle;
  // Spec §2 scrolled flag: the sticky navbar casts a shadow once the page moved more than 20px.
  const { scrolled } = useScrollFlags();
  return (
    <header className={`navbar navbar--${style}${scrolled ? ' navbar--scrolled' : ''}`} data-header-style={style}>
      {onBack ? (
        <button type="button" className="icon-button" onClick={onBack} aria-label={t('navbar.back')}>
          <Icon name="back" />
        </button>
      ) : null}
      <h1 className="navbar__title">{title}</h1>
      <div className="navbar__actions">
        {actions}
        {onShare ? (
          <button type="button" className="icon-button" onClick={onShare} aria-label={t('navbar.share')}>
            <Icon name="share" />
          </button>
        ) : null}
        {onClose ? (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('navbar.close')}>
            <Icon name="close" />
          </button>
        ) : null}
      </div>
    </header>
  );
}
