import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { whatsAppShareUrl } from '@kado/domain';
import { RegistryOwnerStore, RegistryShareStore } from '@kado/stores';
import { Button, Modal, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { useRegistryTexts, useShareTexts } from './registry-i18n';
import { copyText } from './copy-link';

/**
 * The share sheet (spec §2; issue 16 item 3, decision 0261): WhatsApp first, with a ready Indonesian message naming
 * the registry, the month the baby is due and the link; then the Web Share API where the phone has it (else the
 * message is copied); then the link with copy; then the other networks; SELESAI.
 */
export const ShareSheet = observer(function ShareSheet() {
  const { t } = useRegistryTexts();
  const { t: ts } = useShareTexts();
  const share = useStore(RegistryShareStore);
  const owner = useStore(RegistryOwnerStore);
  const titleId = useId();
  const leadId = useId();
  const link = share.linkFor(window.location.origin);
  const month = share.dueMonth;
  const message = month ? ts('message.due', { name: owner.displayName, month, link }) : ts('message.plain', { name: owner.displayName, link });
  const encoded = encodeURIComponent(message);
  const others = [
    { key: 'telegram', href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(t('share.subject', { name: owner.displayName }))}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` },
    { key: 'twitter', href: `https://twitter.com/intent/tweet?text=${encoded}` },
    { key: 'email', href: `mailto:?subject=${encodeURIComponent(t('share.subject', { name: owner.displayName }))}&body=${encoded}` },
  ] as const;

  // Spec §8: the share sheet's copy says 'Link disalin ke clipboard' (the header's copy says 'Link registry …').
  const copy = async (text: string) => {
    if (await copyText(text)) {
      toast.show(t('toast.linkCopied'));
      void share.recordCopy(link);
    }
  };

  const nativeShare = typeof navigator.share === 'function';

  return (
    <Modal open={share.open} onClose={share.close} labelledBy={titleId} describedBy={leadId}>
      <h2 id={titleId} className="modal__title">{t('share.title')}</h2>
      <p id={leadId} className="modal__text">{t('share.lead')}</p>
      <ul className="share-first">
        <li>
          <a className="share-target share-target--whatsapp share-target--lead" href={whatsAppShareUrl(message)} target="_blank" rel="noopener noreferrer">
            {t('share.whatsapp')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="share-target"
            onClick={() => {
              // The phone's own share sheet where it has one; otherwise the ready message goes to the clipboard.
              if (nativeShare) navigator.share({ title: owner.displayName, text: message, url: link }).catch(() => undefined);
              else void copy(message);
            }}
          >
            {t('share.more')}
          </button>
        </li>
      </ul>
      <p className="field__hint">{ts('sheet.whatsappLead')}</p>
      <p className="share-message" data-testid="share-message">{message}</p>
      <div className="share-link">
        <span className="share-link__text" data-testid="share-link">{link}</span>
        <Button variant="secondary" onClick={() => void copy(link)} aria-label={t('share.copyLink')}>{t('share.copy')}</Button>
      </div>
      <ul className="share-targets" aria-label={ts('sheet.other')}>
        {others.map((target) => (
          <li key={target.key}>
            <a className={`share-target share-target--${target.key}`} href={target.href} target="_blank" rel="noopener noreferrer">
              {t(`share.${target.key}`)}
            </a>
          </li>
        ))}
      </ul>
      <Button block onClick={share.close}>{t('share.done')}</Button>
    </Modal>
  );
});
