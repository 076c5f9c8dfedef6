import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { Highlight } from './highlight';
import { ProductImage } from './product-image';
import { Spinner } from './spinner';
import { lockScroll } from './scroll-lock';

/** One row of the search popup: a product, brand, registry or a last-seen product. */
export interface SearchItem {
  readonly id: string;
  readonly name: string;
  readonly href: string;
  readonly imageUrl?: string;
  readonly subtitle?: string;
  /** A page of another service (spec §1: brand pages): a plain link, so the browser loads the whole page. */
  readonly fullPage?: boolean;
  /** Instead of a link: what choosing the row does (e.g. a generic error when no service serves it). */
  readonly onSelect?: () => void;
}

export interface SearchPopupProps {
  readonly open: boolean;
  readonly keyword: string;
  readonly onKeywordChange: (keyword: string) => void;
  /** Called with the trimmed keyword from the field or the 'Cari "{keyword}"' row. */
  readonly onSubmit: (keyword: string) => void;
  readonly onClose: () => void;
  /** Defaults to 'Cari Kebutuhan, Baby Registry..'; the registry layout passes 'Cari Registry..'. */
  readonly placeholder?: string;
  /** 'Terakhir dilihat': give it only to logged-in shoppers; shown while the keyword is empty. */
  readonly history?: readonly SearchItem[];
  readonly suggestions?: readonly string[];
  readonly products?: readonly SearchItem[];
  readonly brands?: readonly SearchItem[];
  readonly registries?: readonly SearchItem[];
  readonly loading?: boolean;
}

interface SectionProps {
  readonly title: string;
  readonly items: readonly SearchItem[];
  readonly keyword: string;
  readonly onPick: () => void;
}

function ResultSection({ title, items, keyword, onPick }: SectionProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">{title}</h2>
      <ul className="result-list">
        {items.map((item) => {
          const content = (
            <>
              {item.imageUrl ? <span className="thumb"><ProductImage src={item.imageUrl} alt="" size={44} /></span> : null}
              <span>
                <Highlight text={item.name} keyword={keyword} />
                {item.subtitle ? <><br /><small className="field__hint">{item.subtitle}</small></> : null}
              </span>
            </>
          );
          const onSelect = item.onSelect;
          return (
            <li key={item.id}>
              {onSelect ? (
                <button type="button" className="search-row" onClick={onSelect}>{content}</button>
              ) : item.fullPage ? (
                <a href={item.href} onClick={onPick}>{content}</a>
              ) : (
                <Link to={item.href} onClick={onPick}>{content}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Spec §2: the full-screen global search popup. All data arrives through props. */
export function SearchPopup(props: SearchPopupProps) {
  const { open, keyword, onKeywordChange, onSubmit, onClose, placeholder, history, suggestions = [], loading = false } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const historyId = useId();
  const suggestionsId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A native modal dialog: the page behind is inert and Tab stays inside; the keyword field takes the focus.
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (element?.open) element.close();
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const trimmed = keyword.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed !== '') onSubmit(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Closed through onClose, not by the native `cancel`, so React's state stays the one truth.
    event.preventDefault();
    onClose();
  };
  const cancel = () => {
    onKeywordChange('');
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="search-popup"
      aria-label={t('search.dialog')}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form className="search-popup__bar" role="search" onSubmit={submit}>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('navbar.back')}>
          <Icon name="back" />
        </button>
        <div className="search-popup__field">
          <label className="visually-hidden" htmlFor={`${historyId}-q`}>{t('search.label')}</label>
          <input
            ref={input}
            id={`${historyId}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={placeholder ?? t('search.placeholder')}
            value={keyword}
            onChange={(event) => onKeywordChange(event.target.value)}
          />
        </div>
        <button type="button" className="button button--ghost" onClick={cancel}>{t('search.cancel')}</button>
      </form>

      <div className="search-popup__body">
        {trimmed === '' && history && history.length > 0 ? (
          <section className="section" aria-labelledby={historyId}>
            <h2 id={historyId} className="section__title">{t('search.history')}</h2>
            <ul className="slider">
              {history.map((item) => (
                <li key={item.id}>
                  <Link to={item.href} className="product-card" onClick={onClose}>
                    {item.imageUrl ? <ProductImage src={item.imageUrl} alt="" size={96} /> : null}
                    <span>{item.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {trimmed !== '' ? (
          <>
            <ul className="result-list" aria-label={t('search.suggestions')} id={suggestionsId}>
              <li>
                <button type="button" className="search-row" onClick={() => submit()}>
                  <Icon name="search" />
                  <span>{t('search.searchFor', { keyword: trimmed })}</span>
                </button>
              </li>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="search-row" onClick={() => onSubmit(suggestion)}>
                    <Highlight text={suggestion} keyword={trimmed} />
                  </button>
                </li>
              ))}
            </ul>
            {loading ? <Spinner /> : null}
            <ResultSection title={t('search.products')} items={props.products ?? []} keyword={trimmed} onPick={onClose} />
            <ResultSection title={t('search.brands')} items={props.brands ?? []} keyword={trimmed} onPick={onClose} />
            <ResultSection title={t('search.registries')} items={props.registries ?? []} keyword={trimmed} onPick={onClose} />
          </>
        ) : null}
      </div>
    </dialog>
  );
}
