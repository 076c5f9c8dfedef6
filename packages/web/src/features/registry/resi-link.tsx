import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateId, type GiftProduct } from '@kado/domain';
import { SurpriseStore } from '@kado/stores';
import { useStore } from '../../app/store-context';
import { useFollowUpTexts } from './use-follow-up-texts';

// What the giver's registry page shows of the follow-up, apart from the resi form (resi-form.tsx), which only the
// external gift's checkout shows (issue 15).

/** On the registry page, the giver's own external gift leads to its resi form. */
export function ResiLink({ gift, username }: { readonly gift: GiftProduct; readonly username: string }) {
  const { t } = useFollowUpTexts();
  return (
    <Link className="button button--ghost button--small" to={`/registry/external-checkout/${encodeURIComponent(gift.id)}?registry=${encodeURIComponent(username)}`}>
      {gift.externalProof ? t('proof.update') : t('proof.title')}
    </Link>
  );
}

/** Beside 'Tampilkan nama saya': in surprise mode the owner sees the name only from the reveal day. */
export const RevealWaitNote = observer(function RevealWaitNote({ username }: { readonly username: string }) {
  const { t } = useFollowUpTexts();
  const store = useStore(SurpriseStore);
  useEffect(() => {
    if (store.registry?.username !== username) void store.loadFor(username);
  }, [store, username]);
  const until = store.revealWaitsUntil(username);
  const date = until ? formatDateId(until) : null;
  return date ? <p className="field__hint" data-testid="reveal-waits">{t('surprise.giverWaits', { date })}</p> : null;
});
