// The app server for tests: its Hono app, answered in-process with `app.request(...)` (serve.ts listens instead).
import type { Hono } from 'hono';
import { createAppServer } from './app';

export function createServer(options: Parameters<typeof createAppServer>[0]): Hono {
  return createAppServer(options).app;
}
