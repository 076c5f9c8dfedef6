import { useEffect, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { ChatMessage } from '@kado/domain';
import { AdviserStore, CHAT_MESSAGE_MAX } from '@kado/stores';
import { Button, EmptyState, Modal, Skeleton, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { useErrorText } from '../../app/use-error-text';
import { useContentTexts } from './use-content-texts';

/** Like or dislike on an adviser answer; a dislike asks what was missing (type and message, spec §3 Chat). */
const Feedback = observer(function Feedback({ chat }: { readonly chat: ChatMessage }) {
  const { t } = useContentTexts();
  const errorText = useErrorText();
  const store = useStore(AdviserStore);
  const askAgain = async () => {
    if (!(await store.askAgain(chat.id))) {
      if (store.replyError) toast.show(t('mia.askAgainFailed', { reason: errorText(store.replyError) }));
    }
  };
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const send = async (type: 'like' | 'dislike', text?: string) => {
    if (await store.sendFeedback(chat.id, { type, message: text })) {
      setAsking(false);
      setMessage('');
      toast.show(t('mia.feedbackThanks'));
    }
  };
  const given = chat.feedback?.type;
  return (
    <div className="ct-feedback">
      <button type="button" aria-pressed={given === 'like'} disabled={store.feedbackPending !== null} onClick={() => void send('like')} aria-label={t('mia.like')}>👍</button>
      <button type="button" aria-pressed={given === 'dislike'} disabled={store.feedbackPending !== null} onClick={() => setAsking(true)} aria-label={t('mia.dislike')}>👎</button>
      {given ? <span className="ct-meta">{t('mia.feedbackGiven', { type: t(given === 'like' ? 'mia.likeShort' : 'mia.dislikeShort') })}</span> : null}
      <button type="button" className="ct-ask-again" disabled={store.replyPending !== null} onClick={() => void askAgain()}>
        {store.replyPending === chat.id ? t('mia.askingAgain') : t('mia.askAgain')}
      </button>
      <Modal open={asking} onClose={() => setAsking(false)} labelledBy={`fb-${chat.id}`} className="modal--center">
        <h2 id={`fb-${chat.id}`} className="modal__title">{t('mia.feedbackTitle')}</h2>
        <TextField label={t('mia.feedbackLabel')} value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={() => setAsking(false)}>{t('mia.feedbackCancel')}</Button>
          <Button disabled={store.feedbackPending !== null} onClick={() => void send('dislike', message)}>{t('mia.feedbackSend')}</Button>
        </div>
      </Modal>
    </div>
  );
});

/** The chat history, asked for by the route's loader (after the login guard) before the page renders (route-data.ts). */
export const routeData: ScreenData = {
  Component: (container) => container.get(AdviserStore).ensureHistory(),
};

/** /mia: the adviser chat. A failed send keeps the typed question and offers to send it again. */
export const Component = observer(function AdviserScreen() {
  const { t } = useContentTexts();
  const errorText = useErrorText();
  const store = useStore(AdviserStore);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [store.messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.send();
  };

  const tooLong = store.draft.trim().length > CHAT_MESSAGE_MAX;
  return (
    <RouteScreen error={store.status === 'error' ? errorText(store.error) : undefined} onRetry={() => void store.load()}>
      <p className="page__lead">{t('mia.intro')}</p>
      {store.status === 'loading' && store.messages.length === 0 ? <><Skeleton height="3rem" /><Skeleton height="5rem" /></> : null}
      {store.status === 'ready' && store.messages.length === 0 ? <EmptyState title={t('mia.empty')} text="" /> : null}
      <ol className="ct-chat" aria-live="polite" aria-label={t('mia.adviser')}>
        {store.messages.filter((m) => m.status === 'sent').map((m) => (
          <li key={m.id} className={`ct-bubble ct-bubble--${m.sender}`} data-testid={`chat-${m.sender}`}>
            <span className="ct-bubble__who">{m.sender === 'user' ? t('mia.you') : t('mia.adviser')}</span>
            {m.message}
            {m.sender === 'adviser' ? <Feedback chat={m} /> : null}
          </li>
        ))}
      </ol>
      <div ref={end} />
      <form className="ct-composer" onSubmit={submit}>
        {store.sendError ? (
          <div className="ct-alert" role="alert">
            <span>{t('mia.failed', { reason: errorText(store.sendError) })}</span>
            <Button variant="secondary" disabled={store.sending} onClick={() => void store.send()}>{t('mia.retry')}</Button>
          </div>
        ) : null}
        <label className="visually-hidden" htmlFor="mia-message">{t('mia.label')}</label>
        <textarea
          id="mia-message"
          value={store.draft}
          placeholder={t('mia.placeholder')}
          onChange={(e) => store.setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void store.send();
            }
          }}
          aria-invalid={tooLong || undefined}
        />
        {tooLong ? <p className="field__error">{t('mia.tooLong')}</p> : null}
        <div className="ct-composer__row">
          <Button type="submit" disabled={!store.canSend}>{store.sending ? t('mia.sending') : t('mia.send')}</Button>
        </div>
      </form>
    </RouteScreen>
  );
});
