import { observer } from 'mobx-react-lite';
import { formatDateId } from '@kado/domain';
import { SurpriseStore } from '@kado/stores';
import { useStore } from '../../app/store-context';
import { useFollowUpTexts } from './use-follow-up-texts';
import './follow-up.css';

// The Lacak Kado tab's surprise banner, apart from the Atur Registry tab's settings card (surprise-settings.tsx), so
// each tab downloads only its own (issue 15).

/** Lacak Kado, in surprise mode: the count only ('3 kado sudah dipilih'), or nothing at all, until the reveal day. */
export const SurpriseBanner = observer(function SurpriseBanner() {
  const { t } = useFollowUpTexts();
  // Read by the route's loader (owner-greetings-screen).
  const store = useStore(SurpriseStore);
  const state = store.state;
  if (!state || !state.namesHidden) return null;
  const date = state.revealAt ? formatDateId(state.revealAt) : null;
  return (
    <div className="notice stack" role="status" data-testid="surprise-banner">
      {state.takenCount !== null ? <p className="fu-count">{t('surprise.countTaken', { n: state.takenCount })}</p> : null}
      <p>
        {state.takenHidden
          ? date ? t('surprise.allHidden', { date }) : t('surprise.allHiddenNoDate')
          : date ? t('surprise.namesHidden', { date }) : t('surprise.namesHiddenNoDate')}
      </p>
    </div>
  );
});
