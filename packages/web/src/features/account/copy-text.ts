import { toast } from '../../ui';

/** The account texts' translate function, as far as the copy toasts need it. */
type CopyT = (key: 'toast.copied' | 'toast.copiedPlain', options?: { readonly label: string }) => string;

/** Spec §8 copy toasts: '{label} berhasil disalin', or 'Berhasil disalin' when nothing names what was copied. */
export function copiedText(t: CopyT, label?: string | null): string {
  const named = label?.trim() ?? '';
  return named === '' ? t('toast.copiedPlain') : t('toast.copied', { label: named });
}

/**
 * Copies text to the clipboard and shows '{label} berhasil disalin' (spec §8), or 'Berhasil disalin' without a label.
 * Answers false when the browser refuses (the screen then leaves the link visible to copy by hand).
 */
export async function copyText(text: string, toastText: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast.show(toastText);
    return true;
  } catch {
    return false;
  }
}
