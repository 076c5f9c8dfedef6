import { useState } from 'react';
import { Button, Section } from '../../ui';
import { usePageTexts } from '../../app/page-texts';
import { PWA_NS, pwaTexts } from '../../app/pwa.texts';
import { enablePush, pushPermission, type PushOptInResult } from '../content/push';

type Shown = PushOptInResult | 'idle' | 'asking';

/**
 * The push opt-in of the profile (issue 18, spec §7; decision 0223): nothing asks for notification permission until
 * the user taps 'Aktifkan notifikasi'. Once granted it says so; blocked, it says where to allow it.
 */
export function PushOptIn({ enable = enablePush, permission = pushPermission }: {
  readonly enable?: () => Promise<PushOptInResult>;
  readonly permission?: typeof pushPermission;
}) {
  const { t } = usePageTexts(PWA_NS, pwaTexts);
  const [shown, setShown] = useState<Shown>(() => {
    const now = permission();
    return now === 'granted' ? 'enabled' : now === 'denied' ? 'denied' : now === 'unsupported' ? 'unsupported' : 'idle';
  });
  const ask = async () => {
    setShown('asking');
    setShown(await enable());
  };
  const canAsk = shown === 'idle' || shown === 'asking' || shown === 'dismissed' || shown === 'failed';
  return (
    <Section title={t('push.title')}>
      <div className="card push-opt-in" data-testid="push-opt-in">
        <p>{t('push.text')}</p>
        {canAsk ? (
          <Button variant="secondary" block disabled={shown === 'asking'} onClick={() => void ask()}>
            {shown === 'asking' ? t('push.asking') : t('push.enable')}
          </Button>
        ) : null}
        {shown !== 'idle' && shown !== 'asking' ? (
          <p className="push-opt-in__status" role="status">{t(`push.${shown}`)}</p>
        ) : null}
      </div>
    </Section>
  );
}
