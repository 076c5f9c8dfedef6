import type { PageVisibility } from '@kado/domain';

/** The Page Visibility API behind the domain's port: a hidden tab or a phone asleep stops live registry work. */
export class DocumentVisibility implements PageVisibility {
  isVisible(): boolean {
    return typeof document === 'undefined' || document.visibilityState !== 'hidden';
  }

  onChange(listener: (visible: boolean) => void): () => void {
    if (typeof document === 'undefined') return () => undefined;
    const handle = () => listener(this.isVisible());
    document.addEventListener('visibilitychange', handle);
    return () => document.removeEventListener('visibilitychange', handle);
  }
}
