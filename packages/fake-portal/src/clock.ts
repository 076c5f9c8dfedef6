import type { Clock } from '@kado/domain';

/**
 * The portal's clock: the domain's Clock port over a base clock, which tests and demos move forward
 * (`POST /api/__control/clock`, decision 0265) to see what a later day looks like. A reset puts it back.
 */
export class MovableClock implements Clock {
  private shiftMs = 0;

  constructor(private readonly base: () => Date) {}

  now(): Date {
    return new Date(this.base().getTime() + this.shiftMs);
  }

  /** Moves the clock forward (never back: a token or a hold never comes back to life). */
  advance(ms: number): void {
    if (ms > 0) this.shiftMs += ms;
  }

  /** Back to the base clock. */
  reset(): void {
    this.shiftMs = 0;
  }
}
