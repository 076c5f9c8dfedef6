import { defineProject } from 'vitest/config';

export default defineProject({
  test: { include: ['src/**/*.test.ts'], setupFiles: ['../../tools/fast-check-setup.ts'], environment: 'node', isolate: false },
});
