import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type CspOptions } from './security-headers';
import { blockingCspFindings, cspFindings } from './test-csp-findings';
import { Severity } from 'csp_evaluator/dist/finding.js';

// Issue 30, "Done when": Google's CSP Evaluator reports no high or medium finding (decision 0425). The policy of
// every deployment shape; e2e/outside-tools.spec.ts runs the same rule on the header received through a TLS proxy.

const shapes: Record<string, CspOptions> = {
  'the demo and a plain deployment': {},
  'with Google sign-in': { googleSignIn: true },
  'with Tag Manager': { tagManager: true },
  'with a map tile server': { mapTileUrl: 'https://tile.example.id/{z}/{x}/{y}.png' },
  'with all of them': { googleSignIn: true, tagManager: true, mapTileUrl: 'https://tile.example.id/{z}/{x}/{y}.png', hsts: true },
};

describe("Google's CSP Evaluator on the app server's policy", () => {
  for (const [name, options] of Object.entries(shapes)) {
    it(`${name}: no high, medium or syntax finding, nothing possibly high`, () => {
      const policy = contentSecurityPolicy(options);
      expect(blockingCspFindings(policy)).toEqual([]);
      // What is left is the reminder on each reviewed script source, nothing else above "info".
      expect(cspFindings(policy).filter((f) => f.severity < Severity.INFO).map((f) => f.value)).toEqual(policy.match(/script-src ([^;]+)/)![1]!.split(' '));
    });
  }

  it('fails a weakened policy (the control: the rule would catch a regression)', () => {
    const policy = contentSecurityPolicy();
    const weakened = [
      policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
      policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"),
      policy.replace("script-src 'self'", "script-src 'self' https:"),
      policy.replace("script-src 'self'", "script-src 'self' https://cdn.jsdelivr.net"),
      policy.replace("script-src 'self'", "script-src 'self' https://cdn.example.id"),
      policy.replace("object-src 'none'", 'object-src *'),
      policy.replace("script-src 'self'", "script-src 'self' data:"),
      policy.replace('; frame-ancestors', ' frame-ancestors'),
    ];
    for (const bad of weakened) expect(blockingCspFindings(bad), bad).not.toEqual([]);
  });
});
