import type { PageVisibility } from '@kado/domain';

/**
 * The Page Visibility API behind the domain's port: a hidden tab or a phone asleep stops live registry work. A page
 * being left (`pagehide`: a reload, a link, a closed tab, the back-forward cache) counts as hidden at once, so its
 * change stream is closed before the next page asks for a connection (issue 26); `pageshow` (back from the
 * back-forward cache) shows it again.
 */
export class DocumentVisibility implements PageVisibility {
  private leaving = false;

  isVisible(): boolean {
    return typeof document === 'undefined' || (!this.leaving && document.visibilityState !== 'hidden');
  }

  onChange(listener: (visible: boolean) => void): () => void {
    if (typeof document === 'undefined') return () => undefined;
    const handle = () => listener(this.isVisible());
    const hide = () => {
      this.leaving = true;
      handle();
    };
    const show = () => {
      this.leaving = false;
      handle();
    };
    document.addEventListener('visibilitychange', handle);
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      document.removeEventListener('visibilitychange', handle);
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }
}
