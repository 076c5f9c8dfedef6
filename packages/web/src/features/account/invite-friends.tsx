import { observer } from 'mobx-react-lite';
import { SessionStore } from '@kado/stores';
import { Button, Section } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { copiedText, copyText } from './copy-text';

/** /invite-friends: the user's referral link (registration with their username as `ref`), to copy or share (decision 0167). */
export const InviteFriends = observer(function InviteFriends() {
  const { t } = useAccountTexts();
  const session = useStore(SessionStore);
  const username = session.user?.username ?? '';
  const link = `${window.location.origin}/register?ref=${encodeURIComponent(username)}`;

  const share = () => {
    if (typeof navigator.share === 'function') {
      navigator.share({ url: link, title: t('invite.shareText'), text: t('invite.shareText') }).catch(() => undefined);
    } else {
      void copyText(link, copiedText(t, t('invite.label')));
    }
  };

  return (
    <RouteScreen>
      <div className="acc-hero"><div><h2 className="acc-hero__name">{t('invite.title')}</h2><p className="acc-hero__meta">{t('invite.text')}</p></div></div>
      <Section title={t('invite.link')}>
        <div className="stack">
          <p className="card acc-link">{link}</p>
          <div className="acc-nav">
            <Button onClick={() => void copyText(link, copiedText(t, t('invite.label')))}>{t('invite.copy')}</Button>
            <Button variant="secondary" onClick={share}>{t('invite.share')}</Button>
          </div>
        </div>
      </Section>
    </RouteScreen>
  );
});
