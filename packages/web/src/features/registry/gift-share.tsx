import { registryGiftPath, whatsAppShareUrl, type GiftProduct } from '@kado/domain';
import { giftName } from './gift-card';
import { useShareTexts } from './registry-i18n';

/** One gift's own link sent by WhatsApp (decision 0261): it opens the gift with the giver's actions. */
export function GiftShareLink({ gift, username, registryName }: { readonly gift: GiftProduct; readonly username: string; readonly registryName: string }) {
  const { t } = useShareTexts();
  const link = `${window.location.origin}${registryGiftPath(username, gift.id)}`;
  const message = t('message.gift', { name: registryName, gift: giftName(gift), link });
  return (
    <a className="button button--secondary button--small" data-testid="gift-share" href={whatsAppShareUrl(message)} target="_blank" rel="noopener noreferrer">
      {t('gift.share')}
    </a>
  );
}
