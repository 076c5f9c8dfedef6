import { toast } from '../../ui';

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
