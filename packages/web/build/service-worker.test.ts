import { describe, expect, it } from 'vitest';
import { precacheEntries } from './service-worker';

// Decision 0221: the worker precaches the shell, every script and style sheet, the manifest and the icons.

describe('precacheEntries (decision 0221)', () => {
  const files = [
    { fileName: 'index.html', source: '<html>1</html>' },
    { fileName: 'assets/boot-abc.js', source: 'x' },
    { fileName: 'assets/boot-abc.js.br', source: new Uint8Array([1]) },
    { fileName: 'assets/boot-abc.js.gz', source: new Uint8Array([1]) },
    { fileName: 'assets/style-abc.css', source: 'a{}' },
    { fileName: '.vite/manifest.json', source: '{}' },
    { fileName: 'manifest.webmanifest', source: '{}' },
    { fileName: 'icons/icon-192.png', source: new Uint8Array([1, 2]) },
    { fileName: 'sw.js', source: 'old' },
  ];

  it('lists the shell, scripts, styles, manifest and icons; not the compressed copies, build manifest or worker', () => {
    expect(precacheEntries(files).map((e) => e.url)).toEqual([
      '/assets/boot-abc.js', '/assets/style-abc.css', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest',
    ]);
  });

  it('hashed files need no revision; others are revised by their content', () => {
    const entries = precacheEntries(files);
    expect(entries.find((e) => e.url === '/assets/boot-abc.js')?.revision).toBeNull();
    const before = entries.find((e) => e.url === '/index.html')?.revision;
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    const after = precacheEntries([{ fileName: 'index.html', source: '<html>2</html>' }])[0]?.revision;
    expect(after).not.toBe(before);
  });
});

describe('serviceWorker plugin (decision 0274)', () => {
  it('builds no worker for a root without src/sw/sw.ts (the budget builds tools/floor with this config)', async () => {
    const { mkdtempSync, readdirSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { serviceWorker } = await import('./service-worker');
    const root = mkdtempSync(join(tmpdir(), 'kado-sw-'));
    try {
      const plugin = serviceWorker() as unknown as {
        configResolved(config: unknown): void;
        writeBundle(options: unknown, bundle: Record<string, unknown>): Promise<void>;
      };
      plugin.configResolved({ root, build: { outDir: 'dist' }, publicDir: '' });
      await expect(plugin.writeBundle({}, {})).resolves.toBeUndefined();
      expect(readdirSync(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
