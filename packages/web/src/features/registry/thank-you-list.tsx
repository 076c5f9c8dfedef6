import { observer } from 'mobx-react-lite';
import { formatDateId, formatRupiah, listInIndonesian, whatsAppUrl, type ThankYouGiver } from '@kado/domain';
import { RegistryOwnerStore, ThankYouStore } from '@kado/stores';
import { ErrorState, Skeleton } from '../../ui';
import { useStore } from '../../app/store-context';
import { errorTextOf } from '../../app/use-error-text';
import { useFollowUpTexts } from './use-follow-up-texts';
import './follow-up.css';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const GiverRow = observer(function GiverRow({ giver, ownerName }: { readonly giver: ThankYouGiver; readonly ownerName: string }) {
  const { t } = useFollowUpTexts();
  const store = useStore(ThankYouStore);
  const gifts = giver.gifts.map((g) => (g.contribution !== null ? `${g.name} (${t(g.isFundGift ? 'thanks.fundGift' : 'thanks.contribution', { amount: formatRupiah(g.contribution) })})` : g.name));
  const message = t('thanks.message', { name: giver.name, gifts: listInIndonesian(giver.gifts.map((g) => g.name)), owner: firstName(ownerName) });
  return (
    <li className={giver.isThanked ? 'card fu-giver fu-giver--done' : 'card fu-giver'} data-testid="thank-you-giver" data-thanked={giver.isThanked}>
      <p className="fu-giver__name">{giver.name}</p>
      <p className="fu-muted">{listInIndonesian(gifts)}</p>
      <div className="fu-giver__row">
        <a
          className="button button--small fu-wa"
          href={whatsAppUrl(message, giver.phone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('thanks.sendTo', { name: giver.name })}
        >
          {t('thanks.send')}
        </a>
        <label className="fu-check">
          <input
            type="checkbox"
            checked={giver.isThanked}
            disabled={store.pendingIds.has(giver.id)}
            onChange={(e) => void store.setThanked(giver.id, e.target.checked)}
          />
          <span>{t('thanks.thanked')}</span>
        </label>
      </div>
    </li>
  );
});

/** Lacak Kado: who gave what (hidden while surprise mode waits), each with a WhatsApp thank-you and a thanked mark. */
export const ThankYouList = observer(function ThankYouList() {
  const { t } = useFollowUpTexts();
  const store = useStore(ThankYouStore);
  const owner = useStore(RegistryOwnerStore);
  // The list is read by the route's loader (owner-greetings-screen).

  let body;
  const list = store.list;
  if (!list && store.status === 'error') body = <ErrorState message={errorTextOf(t, store.error)} onRetry={() => void store.load()} />;
  else if (!list) body = <Skeleton height="5rem" />;
  else if (list.isHidden) {
    const date = list.revealAt ? formatDateId(list.revealAt) : null;
    body = <p className="fu-muted" data-testid="thank-you-hidden">{date ? t('thanks.hidden', { date }) : t('thanks.hiddenNoDate')}</p>;
  } else if (list.givers.length === 0) body = <p className="fu-muted">{t('thanks.empty')}</p>;
  else {
    body = (
      <>
        <p className="fu-muted">{store.leftToThank > 0 ? t('thanks.left', { n: store.leftToThank }) : t('thanks.allDone')}</p>
        {store.markError ? <p className="field__error" role="alert">{t('thanks.markFailed')} {errorTextOf(t, store.markError)}</p> : null}
        <ul className="fu-givers">
          {list.givers.map((g) => <GiverRow key={g.id} giver={g} ownerName={owner.registry?.owner.name ?? ''} />)}
        </ul>
      </>
    );
  }
  return (
    <section className="section stack" aria-labelledby="thank-you-title">
      <h2 id="thank-you-title" className="section__title">{t('thanks.title')}</h2>
      <p className="fu-muted">{t('thanks.lead')}</p>
      {body}
    </section>
  );
});
