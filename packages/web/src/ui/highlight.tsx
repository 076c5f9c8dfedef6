import { Fragment } from 'react';
import { highlightSegments } from '@kado/domain';

/**
 * Renders `text` with each occurrence of `keyword` in a <mark> (spec §2: the typed keyword is
 * highlighted). The split is the domain's `highlightSegments`; segments are plain text, never HTML.
 */
export function Highlight({ text, keyword }: { readonly text: string; readonly keyword: string }) {
  return (
    <>
      {highlightSegments(text, keyword).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}
    </>
  );
}
