import { useSyncExternalStore } from 'react';
import { scrollFlags, type ScrollFlags } from '@kado/domain';

// Spec §2: "Scroll sets a scrolled flag after 20px and a bottom flag within 20px of the end" — one window listener
// for every reader, measured at most once a frame, and again when the page's height changes (a page of a list came).

const TOP: ScrollFlags = { scrolled: false, atBottom: false };
let current: ScrollFlags = TOP;
const listeners = new Set<() => void>();
let frame = 0;
let resize: ResizeObserver | null = null;

function measure(): void {
  frame = 0;
  const root = document.documentElement;
  const next = scrollFlags(window.scrollY, root.clientHeight, root.scrollHeight);
  if (next.scrolled === current.scrolled && next.atBottom === current.atBottom) return;
  current = next;
  for (const listener of listeners) listener();
}

function schedule(): void {
  if (frame === 0) frame = window.requestAnimationFrame(measure);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    if (typeof ResizeObserver !== 'undefined') {
      resize = new ResizeObserver(schedule);
      resize.observe(document.body);
    }
    // Measured in the next frame, not now: the first reader subscribes right after React commits a page, and reading
    // the page's height then forces a layout of the whole new page in the middle of the boot (issue 32); the frame
    // lays it out anyway.
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    resize?.disconnect();
    resize = null;
    if (frame !== 0) window.cancelAnimationFrame(frame);
    frame = 0;
    current = TOP;
  };
}

/**
 * The flags measured now (a list that just received a page asks before loading another, since the page may have
 * grown since the last measure).
 */
export function scrollFlagsNow(): ScrollFlags {
  if (typeof document === 'undefined') return TOP;
  const root = document.documentElement;
  return scrollFlags(window.scrollY, root.clientHeight, root.scrollHeight);
}

/** The page's scroll flags (spec §2): `scrolled` past 20px from the top, `atBottom` within 20px of the end. */
export function useScrollFlags(): ScrollFlags {
  return useSyncExternalStore(subscribe, () => current, () => TOP);
}
