import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { liteInversify } from './build/inversify-lite.ts';

export default defineProject({
  // The browser's container (decision 0325): the unit tests run the stores over what the browser runs.
  plugins: [liteInversify(), react()],
  test: { include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build/**/*.test.ts'], environment: 'happy-dom', setupFiles: ['../../tools/fast-check-setup.ts'] },
});
