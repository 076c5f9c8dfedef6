// Google's CSP Evaluator (csp_evaluator, the library behind csp-evaluator.withgoogle.com) as the tests use it
// (issue 30, decision 0425): its default checks, and which findings fail a test.
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity, Type, type Finding } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

/**
 * Script sources reviewed for the evaluator's "possible medium" reminder (make sure the host serves no JSONP,
 * AngularJS or user uploads as script): this origin (its uploads are images under random names, sent with nosniff
 * and an image type, which a browser refuses to run as script), Google's sign-in client and Tag Manager (decision 0425).
 */
const REVIEWED_SCRIPT_SOURCES: readonly string[] = ["'self'", 'https://accounts.google.com/gsi/client', 'https://www.googletagmanager.com'];

/** What the evaluator finds in a policy, as `severity type directive value` lines (readable in a failing test). */
export function cspFindings(policy: string): Finding[] {
  return new CspEvaluator(new CspParser(policy).csp).evaluate();
}

const describe = (f: Finding) => `${Severity[f.severity]} ${Type[f.type]} ${f.directive} ${f.value ?? ''}: ${f.description}`.trim();

/**
 * The findings that fail: every high, medium or syntax finding, every possible high one, and every possible medium
 * one except the reminder on a reviewed script source. Empty means no high or medium finding.
 */
export function blockingCspFindings(policy: string): string[] {
  return cspFindings(policy)
    .filter((f) => f.severity <= Severity.HIGH_MAYBE || (f.severity === Severity.MEDIUM_MAYBE && !(f.type === Type.SCRIPT_ALLOWLIST_BYPASS && REVIEWED_SCRIPT_SOURCES.includes(f.value ?? ''))))
    .map(describe);
}
