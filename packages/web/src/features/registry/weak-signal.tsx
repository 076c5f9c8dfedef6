import { useEffect, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import { formatDateTimeId } from '@kado/domain';
import { PublicRegistryStore, QueuedReservationsStore } from '@kado/stores';
import { Button, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { usePageTexts } from '../../app/page-texts';
import { keptCopies } from '../../platform/kept-copy';
import { giftName } from './gift-card';
import { REGISTRY_OFFLINE_NS, registryOfflineTexts } from './weak-signal.texts';
import './weak-signal.css';

// The registry page on a weak signal (issue 16 item 4, decisions 0224 and 0225): the kept copy's date, reservations
// waiting for the connection, and what became of them once sent.

export function useWeakSignalTexts() {
  return usePageTexts(REGISTRY_OFFLINE_NS, registryOfflineTexts);
}

/** 'Terakhir diperbarui {waktu}' while the registry on screen is the copy the service worker kept. */
export function KeptCopyNotice({ username }: { readonly username: string }) {
  const { t } = useWeakSignalTexts();
  const at = useSyncExternalStore(keptCopies.subscribe, () => keptCopies.keptAt(username), () => null);
  const time = at ? formatDateTimeId(at) : null;
  if (!time) return null;
  return (
    <p className="notice kept-copy" role="status" data-testid="kept-copy">
      <strong>{t('keptAt', { time })}</strong> {t('keptLead')}
    </p>
  );
}

/** Sends the queued reservations when the connection returns (and once the registry is on screen and online). */
export function useQueuedReservationsFlush(ready: boolean): void {
  const queued = useStore(QueuedReservationsStore);
  useEffect(() => {
    const flush = () => void queued.flush();
    if (ready && navigator.onLine && queued.queue.length > 0) flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queued, ready]);
}

/** A gift whose reservation waits for the connection. */
export const QueuedNote = observer(function QueuedNote({ giftId }: { readonly giftId: string }) {
  const { t } = useWeakSignalTexts();
  const queued = useStore(QueuedReservationsStore);
  const registry = useStore(PublicRegistryStore);
  if (!queued.isQueued(registry.username, giftId)) return null;
  return <p className="gift-queued" role="status" data-testid="gift-queued">{t('queued')}</p>;
});

/** On the gift itself: its queued reservation was refused because someone else took it meanwhile. */
export const RefusedNote = observer(function RefusedNote({ giftId }: { readonly giftId: string }) {
  const { t } = useWeakSignalTexts();
  const queued = useStore(QueuedReservationsStore);
  if (!queued.refused.includes(giftId)) return null;
  return <p className="gift-refused" data-testid="gift-refused">{t('refusedShort')}</p>;
});

/** What became of the queued reservations once sent: a toast for each sent one, a plain notice for each refused. */
export const QueuedOutcomes = observer(function QueuedOutcomes() {
  const { t } = useWeakSignalTexts();
  const queued = useStore(QueuedReservationsStore);
  const registry = useStore(PublicRegistryStore);
  const sent = queued.sent;
  useEffect(() => {
    for (const id of sent) {
      const gift = registry.gifts.find((g) => g.id === id);
      toast.show(t('sent', { name: gift ? giftName(gift) : '' }));
      queued.dismiss(id);
    }
  }, [sent, queued, registry, t]);
  if (queued.refused.length === 0) return null;
  const nameOf = (id: string) => {
    const gift = registry.gifts.find((g) => g.id === id);
    return gift ? giftName(gift) : '';
  };
  return (
    <>
      {queued.refused.map((id) => (
        <div key={id} className="notice queued-refused" role="alert" data-testid="queued-refused">
          <p>{t('refused', { name: nameOf(id) })}</p>
          <Button variant="secondary" className="button--small" onClick={() => queued.dismiss(id)}>{t('refusedOk')}</Button>
        </div>
      ))}
    </>
  );
});
