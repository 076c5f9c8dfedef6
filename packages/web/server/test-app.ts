// The app server for tests: its Hono app, answered in-process with `app.request(...)` (serve.ts listens instead).
import type { Hono } from 'hono';
import { renderFirstScreen } from '../src/entry-server';
import { createAppServer } from './app';

export function createServer(options: Parameters<typeof createAppServer>[0]): Hono {
  // The page's first screen from the sources (a test's build folder has no server bundle).
  return createAppServer({ render: renderFirstScreen, ...options }).app;
}
