import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isDomainError, questionBefore, type AdviserGateway, type ChatFeedbackInput, type ChatMessage, type DomainErrorDetail, type IdGenerator } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async-state';

/** Spec §7/§9: the chat history holds the latest 100 messages. */
export const CHAT_HISTORY_LIMIT = 100;
/** The portal accepts questions up to 2000 characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** The adviser chat at /mia: history, the question being typed, sending with retry, and feedback. */
@injectable()
export class AdviserStore {
  messages: readonly ChatMessage[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;

  /** What the user is typing; it is cleared only once the portal accepted the question. */
  draft = '';
  sending = false;
  sendError: DomainErrorDetail | null = null;
  /** The uuid of a question whose send failed: a retry of the same text reuses it (the portal answers 409 for a uuid it already has). */
  private pendingUuid: string | null = null;
  private pendingText: string | null = null;

  feedbackPending: string | null = null;
  feedbackError: DomainErrorDetail | null = null;

  /** The answer whose question is being answered again, while that runs. */
  replyPending: string | null = null;
  replyError: DomainErrorDetail | null = null;

  constructor(
    @inject(TOKENS.AdviserGateway) private readonly gateway: AdviserGateway,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<AdviserStore, 'gateway' | 'ids' | 'pendingUuid' | 'pendingText'>(
      this,
      { gateway: false, ids: false, pendingUuid: false, pendingText: false },
      { autoBind: true },
    );
  }

  get canSend(): boolean {
    const text = this.draft.trim();
    return !this.sending && text.length > 0 && text.length <= CHAT_MESSAGE_MAX;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const messages = await this.gateway.chats();
      runInAction(() => {
        this.messages = messages.slice(-CHAT_HISTORY_LIMIT);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Sends the typed question; the adviser's answer joins the chat. On failure the text stays for a retry. */
  async send(): Promise<boolean> {
    if (!this.canSend) return false;
    const text = this.draft.trim();
    const uuid = this.pendingUuid !== null && this.pendingText === text ? this.pendingUuid : this.ids.next();
    this.pendingUuid = uuid;
    this.pendingText = text;
    this.sending = true;
    this.sendError = null;
    try {
      const exchange = await this.gateway.send(uuid, text);
      runInAction(() => {
        this.messages = [...this.messages, exchange.question, exchange.answer].slice(-CHAT_HISTORY_LIMIT);
        this.draft = '';
        this.pendingUuid = null;
        this.pendingText = null;
      });
      return true;
    } catch (error) {
      if (isDomainError(error, 'conflict')) {
        // The portal already has this question (an earlier answer was lost on the way): show the history.
        await this.load();
        runInAction(() => {
          this.draft = '';
          this.pendingUuid = null;
          this.pendingText = null;
        });
        return true;
      }
      runInAction(() => (this.sendError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Rates an adviser answer (type like or dislike, with an optional message). */
  async sendFeedback(chatId: string, input: ChatFeedbackInput): Promise<boolean> {
    if (this.feedbackPending !== null) return false;
    this.feedbackPending = chatId;
    this.feedbackError = null;
    try {
      const updated = await this.gateway.feedback(chatId, {
        type: input.type,
        ...(input.message?.trim() ? { message: input.message.trim() } : {}),
      });
      runInAction(() => (this.messages = this.messages.map((m) => (m.id === chatId ? updated : m))));
      return true;
    } catch (error) {
      runInAction(() => (this.feedbackError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.feedbackPending = null));
    }
  }

  /**
   * Asks the adviser to answer the question of an answer again: a reply is drafted (POST v1/adviser/reply with the
   * question's uuid), then delivered into the chat (POST v1/adviser/reply/{id}/send), where it joins the history.
   */
  async askAgain(answerId: string): Promise<boolean> {
    if (this.replyPending !== null) return false;
    const question = questionBefore(this.messages, answerId);
    if (question === null) return false;
    this.replyPending = answerId;
    this.replyError = null;
    try {
      const draft = await this.gateway.requestReply(question.uuid);
      const sent = await this.gateway.sendReply(draft.id);
      runInAction(() => {
        this.messages = [...this.messages.filter((m) => m.id !== sent.id), sent].slice(-CHAT_HISTORY_LIMIT);
      });
      return true;
    } catch (error) {
      runInAction(() => (this.replyError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.replyPending = null));
    }
  }

  clearSendError(): void {
    this.sendError = null;
  }
}
