import { useState } from 'react';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, productSortOf, type ProductSort } from '@kado/domain';

/**
 * A control's value that follows the query string it writes, shown at once when changed: the router's navigation to
 * the new query string may take a moment on a slow phone, and a checkbox that ticks only then looks broken.
 */
function useShownValue<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [followed, setFollowed] = useState(value);
  // Back and forward (or another control) change the query string: the control follows it (adjusted while rendering,
  // React's pattern for state that follows a prop).
  if (!Object.is(followed, value)) {
    setFollowed(value);
    setShown(value);
  }
  return [shown, setShown];
}

/** The words of a product list's controls, from the page's own texts. */
interface ListControlTexts {
  readonly sortLabel: string;
  readonly sortName: (sort: ProductSort) => string;
  readonly withSoldOut: string;
}

/**
 * A product list's sort and whether sold-out products show too (a list opens on products in stock, newest first):
 * the registry catalogue and the shop's search (issue 13, issue 31). Changes go to the query string (`sort`, `stok`).
 */
export function ListControls({ sort, withSoldOut, onChange, texts }: {
  readonly sort: ProductSort;
  readonly withSoldOut: boolean;
  readonly onChange: (patch: Record<string, string | null>) => void;
  readonly texts: ListControlTexts;
}) {
  const [shownSort, setShownSort] = useShownValue(sort);
  const [shownSoldOut, setShownSoldOut] = useShownValue(withSoldOut);
  return (
    <div className="row list-controls">
      <label className="field grow">
        <span className="field__label">{texts.sortLabel}</span>
        <select
          className="field__input"
          value={shownSort}
          onChange={(e) => {
            const next = productSortOf(e.target.value);
            setShownSort(next);
            onChange({ sort: next === DEFAULT_PRODUCT_SORT ? null : next });
          }}
        >
          {PRODUCT_SORTS.map((s) => <option key={s} value={s}>{texts.sortName(s)}</option>)}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={shownSoldOut}
          onChange={(e) => {
            setShownSoldOut(e.target.checked);
            onChange({ stok: e.target.checked ? 'semua' : null });
          }}
        />
        <span>{texts.withSoldOut}</span>
      </label>
    </div>
  );
}
