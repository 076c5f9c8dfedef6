import { describe, expect, it } from 'vitest';
import { stampAnswer, stampPage } from './kept-copy';
import { KEPT_AT_HEADER } from './cache-policy';

// Decision 0224: a kept copy carries the time it was kept; a copy from the network carries none.

const now = new Date('2026-11-23T10:00:00.000Z');

describe('stamping kept copies (decision 0224)', () => {
  it('a kept portal answer carries its time, the same body and status, and no encoding header', async () => {
    const original = new Response('{"data":1}', { status: 200, headers: { 'content-type': 'application/json', 'content-encoding': 'br', 'content-length': '10' } });
    const kept = await stampAnswer(original, now);
    expect(kept.headers.get(KEPT_AT_HEADER)).toBe('2026-11-23T10:00:00.000Z');
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(kept.headers.get('content-encoding')).toBeNull();
    expect(await kept.text()).toBe('{"data":1}');
    expect(original.headers.get(KEPT_AT_HEADER)).toBeNull();
  });

  it('a kept page carries a meta tag in its head; the page data is untouched', async () => {
    const html = '<!doctype html><html><head><title>Kado</title></head><body><div id="root"></div><script type="application/json" id="kado-answers">{"x":"$&"}</script></body></html>';
    const kept = await (await stampPage(new Response(html, { headers: { 'content-type': 'text/html' } }), now)).text();
    expect(kept).toContain('<meta name="kado-kept-at" content="2026-11-23T10:00:00.000Z"></head>');
    expect(kept.replace('<meta name="kado-kept-at" content="2026-11-23T10:00:00.000Z">', '')).toBe(html);
  });
});
