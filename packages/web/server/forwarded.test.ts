// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, clientFacts, setForwardingHeaders, trustedProxies } from './forwarded';

// Decision 0443: X-Forwarded-For is read only from TRUST_PROXY's proxies, right to left.
describe('TRUST_PROXY', () => {
  it('trusts the listed addresses and ranges only; none when unset', () => {
    const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8');
    expect(trusted.has('127.0.0.1')).toBe(true);
    expect(trusted.has('::ffff:127.0.0.1')).toBe(true);
    expect(trusted.has('10.20.30.40')).toBe(true);
    expect(trusted.has('11.0.0.1')).toBe(false);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('fd12::1')).toBe(true);
    expect(trusted.has('not an address')).toBe(false);
    expect(trustedProxies(undefined).has('127.0.0.1')).toBe(false);
    expect(trustedProxies('').has('127.0.0.1')).toBe(false);
    expect(() => trustedProxies('localhost')).toThrow(/TRUST_PROXY/);
  });

  it('the client is the right-most untrusted hop; a forged left part is never chosen', () => {
    const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8');
    expect(clientAddress('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.7', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '10.0.0.8, 10.0.0.7', trusted)).toBe('10.0.0.8');
    expect(clientAddress('127.0.0.1', 'garbage, 203.0.113.9', trusted)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:127.0.0.1', '2001:db8::5', trusted)).toBe('2001:db8::5');
  });

  it('X-Forwarded-Proto counts only from a trusted proxy', () => {
    const trusted = trustedProxies('127.0.0.1');
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4', host: 'kado.id' };
    expect(clientFacts({ peer: '127.0.0.1', encrypted: false, headers }, trusted)).toEqual({ address: '198.51.100.4', proto: 'https', host: 'kado.id' });
    expect(clientFacts({ peer: '198.51.100.7', encrypted: false, headers }, trusted)).toEqual({ address: '198.51.100.7', proto: 'http', host: 'kado.id' });
  });

  it('the proxy sets the forwarding headers itself, dropping what the client sent', () => {
    const headers = new Headers({ forwarded: 'for=6.6.6.6', 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'x-forwarded-host': 'evil.example' });
    setForwardingHeaders(headers, { address: '2001:db8::5', proto: 'https', host: 'kado.id' });
    expect(Object.fromEntries(headers)).toEqual({
      forwarded: 'for="[2001:db8::5]";proto=https;host="kado.id"',
      'x-forwarded-for': '2001:db8::5',
      'x-forwarded-host': 'kado.id',
      'x-forwarded-proto': 'https',
    });
  });
});
