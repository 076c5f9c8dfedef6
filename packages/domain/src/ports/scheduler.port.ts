/** Timers behind a port, so debounces and delays in stores are testable without the global clock. */
export interface Scheduler {
  /** Runs `task` after `ms` milliseconds; the answer cancels it. */
  schedule(task: () => void, ms: number): () => void;
}
