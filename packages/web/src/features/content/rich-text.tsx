import type { ReactNode } from 'react';
import { safeRedirect } from '@kado/domain';

// Article text is markdown-ish paragraphs from the portal. It is parsed into React elements: every piece of
// content is a text node, so no HTML from the content is ever interpreted and no script can run (no innerHTML).

/** A block of article text. */
type Block =
  | { readonly kind: 'heading'; readonly level: 2 | 3; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'paragraph'; readonly text: string };

/** Splits text into headings ('## '), lists ('- ' or '* ') and paragraphs (blank-line separated). */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: (heading[1]?.length ?? 2) >= 3 ? 3 : 2, text: heading[2] ?? '' });
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1] ?? '');
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Only web links and same-site paths become links; anything else (javascript:, data:) stays text. */
export function safeHref(href: string): string | null {
  // A same-site path passes the domain's redirect rule ('/\\evil.com', '//evil.com', dot segments refused).
  if (href.startsWith('/')) return safeRedirect(href) === href ? href : null;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Inline **bold**, *italic* and [text](url), as React elements. */
function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${keyPrefix}-${n++}`;
    if (match[1] !== undefined) out.push(<strong key={key}>{match[1]}</strong>);
    else if (match[2] !== undefined) out.push(<em key={key}>{match[2]}</em>);
    else {
      const href = safeHref(match[4] ?? '');
      if (href === null) out.push(match[3] ?? '');
      else if (href.startsWith('/')) out.push(<a key={key} href={href}>{match[3]}</a>);
      else out.push(<a key={key} href={href} target="_blank" rel="noopener noreferrer">{match[3]}</a>);
    }
    last = at + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Renders article text safely. */
export function RichText({ text }: { readonly text: string }) {
  return (
    <div className="ct-prose">
      {parseBlocks(text).map((block, i) => {
        if (block.kind === 'heading') return block.level === 2 ? <h2 key={i}>{renderInline(block.text, `h${i}`)}</h2> : <h3 key={i}>{renderInline(block.text, `h${i}`)}</h3>;
        if (block.kind === 'list') return <ul key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item, `l${i}-${j}`)}</li>)}</ul>;
        return <p key={i}>{renderInline(block.text, `p${i}`)}</p>;
      })}
    </div>
  );
}
