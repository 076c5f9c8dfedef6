// The marks of a product's own pages: its star rating and the favourite heart (not on home: issue 15).

/** Star rating shown as text for screen readers and five stars for the eye. */
export function Stars({ value, label }: { readonly value: number; readonly label: string }) {
  const full = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★★★★★'.slice(0, full)}
      <span className="stars__off">{'★★★★★'.slice(full)}</span>
    </span>
  );
}

/** A heart for the favourite button. */
export function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
    </svg>
  );
}
