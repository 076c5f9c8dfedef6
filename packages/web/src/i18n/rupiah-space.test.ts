import { describe, expect, it } from 'vitest';

// Issue 31, "words and numbers": 'Rp150.000' without the space the rest of the product uses (formatRupiah writes
// 'Rp 150.000', a non-breaking space). No text of the app writes an amount glued to 'Rp'.
const MODULES = {
  ...import.meta.glob<Record<string, unknown>>('../**/*.texts.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('./common.id.ts', { eager: true }),
};

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe("the app's texts (issue 31: 'Rp150.000' without the space)", () => {
  it("never glue an amount to 'Rp': 'Rp' is followed by a space", () => {
    const all = Object.entries(MODULES).flatMap(([file, mod]) => strings(mod, file));
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter(([, text]) => /Rp\d/.test(text))).toEqual([]);
  });
});
