import { describe, expect, it } from 'vitest';
import { ConsoleLogger, NoopLogger, defaultLogger } from './logger';

describe('Logger adapters (spec §8, decision 0195)', () => {
  it('the console in development, nothing in production or tests', () => {
    expect(defaultLogger({ DEV: true, MODE: 'development' })).toBeInstanceOf(ConsoleLogger);
    expect(defaultLogger({ DEV: false, MODE: 'production' })).toBeInstanceOf(NoopLogger);
    expect(defaultLogger({ DEV: true, MODE: 'test' })).toBeInstanceOf(NoopLogger);
    expect(defaultLogger(undefined)).toBeInstanceOf(NoopLogger);
  });

  it('writes the message and the facts it is given, and nothing else', () => {
    const written: unknown[][] = [];
    new ConsoleLogger({ error: (...args: unknown[]) => void written.push(args) }).error('Portal call failed', { method: 'GET', path: 'v1/faqs', status: 500, kind: 'unexpected' });
    expect(written).toEqual([['[kado] Portal call failed', { method: 'GET', path: 'v1/faqs', status: 500, kind: 'unexpected' }]]);
    expect(() => new NoopLogger().error()).not.toThrow();
  });
});
