import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Spec §9 layout constants, read from the stylesheets the app ships: max layout width 480px, navbar height 3.25rem,
// modal width 640px above 768px, one-time-code boxes 60px square (decision 0201), breakpoints 769, 1024, 1216, 1408px.

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..');

interface Block {
  readonly prelude: string;
  readonly declarations: Readonly<Record<string, string>>;
  readonly children: readonly Block[];
}

/** A small CSS reader: nested blocks with their preludes and declarations (comments dropped). */
function parseCss(text: string): Block[] {
  const src = text.replace(/\/\*[\s\S]*?\*\//g, '');
  let i = 0;
  const readBlocks = (): Block[] => {
    const blocks: Block[] = [];
    let buffer = '';
    while (i < src.length) {
      const c = src[i++]!;
      if (c === '{') {
        const start = i;
        let depth = 1;
        let j = i;
        while (j < src.length && depth > 0) {
          if (src[j] === '{') depth++;
          else if (src[j] === '}') depth--;
          j++;
        }
        const body = src.slice(start, j - 1);
        const prelude = buffer.trim();
        buffer = '';
        i = j;
        if (body.includes('{')) {
          blocks.push({ prelude, declarations: {}, children: parseCss(body) });
        } else {
          const declarations: Record<string, string> = {};
          for (const part of body.split(';')) {
            const colon = part.indexOf(':');
            if (colon > 0) declarations[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
          }
          blocks.push({ prelude, declarations, children: [] });
        }
      } else if (c === '}') {
        return blocks;
      } else if (c === ';' && buffer.trim().startsWith('@')) {
        buffer = '';
      } else {
        buffer += c;
      }
    }
    return blocks;
  };
  return readBlocks();
}

const global = parseCss(readFileSync(join(SRC, 'styles/global.css'), 'utf8'));

/** The declarations of every top-level rule whose selector list holds `selector`, merged in order. */
function rule(blocks: readonly Block[], selector: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const b of blocks) {
    if (b.prelude.startsWith('@')) continue;
    if (b.prelude.split(',').map((s) => s.trim()).includes(selector)) Object.assign(merged, b.declarations);
  }
  return merged;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('layout constants (spec §9)', () => {
  it('max layout width 480px: the frame and the fixed bottom navigation', () => {
    expect(rule(global, ':root')['--max-width']).toBe('480px');
    expect(rule(global, '.app-frame')['max-width']).toBe('var(--max-width)');
    expect(rule(global, '.bottom-nav')['max-width']).toBe('var(--max-width)');
  });

  it('navbar height 3.25rem', () => {
    expect(rule(global, ':root')['--navbar-height']).toBe('3.25rem');
    expect(rule(global, '.navbar')['height']).toBe('var(--navbar-height)');
  });

  it('modal width 640px above 768px (a bottom sheet of the frame’s width below)', () => {
    expect(rule(global, '.modal-dialog')['width']).toBe('100%');
    expect(rule(global, '.modal-dialog')['max-width']).toBe('var(--max-width)');
    const wide = global.filter((b) => b.prelude === '@media (min-width: 769px)');
    expect(wide).toHaveLength(1);
    expect(rule(wide[0]!.children, '.modal-dialog')['max-width']).toBe('640px');
  });

  it('one-time-code boxes are 60px squares, narrower only where six would not fit (decision 0201)', () => {
    const box = rule(global, '.otp__box');
    expect(box['width']).toMatch(/^min\(60px, [\d.]+vw\)$/);
    expect(box['height']).toBe(box['width']);
  });

  it('every width breakpoint in the app’s stylesheets is one of 769, 1024, 1216, 1408px (spec §9)', () => {
    const found: number[] = [];
    for (const file of cssFiles(SRC)) {
      // A min-width starts at a breakpoint; a max-width ends just below one (e.g. 768px, below 769px).
      for (const match of readFileSync(file, 'utf8').matchAll(/@media[^{]*\((min|max)-width:\s*(\d+)px\)/g)) {
        found.push(Number(match[2]) + (match[1] === 'max' ? 1 : 0));
      }
    }
    expect(found).toContain(769);
    for (const px of found) expect([769, 1024, 1216, 1408]).toContain(px);
  });
});

/** WCAG relative luminance of a #rrggbb colour, and the contrast ratio of two. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('focus ring (issue 18: at least 3:1 against what it is drawn on)', () => {
  it('every :focus-visible and focus outline uses the focus-ring colour, which has 3:1 on the surface and light grey', () => {
    const root = rule(global, ':root');
    const ring = root['--focus-ring']!;
    expect(ring).toMatch(/^#[0-9a-f]{6}$/i);
    for (const background of [root['--surface']!, root['--light-grey']!]) expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
    expect(rule(global, ':focus-visible')['outline']).toContain('var(--focus-ring)');
    expect(rule(global, '.otp__box:focus')['outline']).toContain('var(--focus-ring)');
  });
});
