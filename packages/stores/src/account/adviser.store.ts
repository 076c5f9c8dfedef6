import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isDomainError, questionBefore, type AdviserGateway, type ChatFeedbackInput, type ChatMessage, type DomainErrorDetail, type IdGenerator } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/** Spec §7/§9: the chat history holds the latest 100 messages. */
const CHAT_HISTORY_LIMIT = 100;
/** The portal accepts questions up to 2000 characters. */
export const CHAT_MESSAGE_MAX = 2000;

/** The adviser chat at /mia: history, the question being typed, sending with retry, and feedback. */
@injectable()
export class AdviserStore {
  messages: readonly ChatMessage[] = [];
  /** The chat history as the portal answered it (one key); a newer read drops an older one's answer. */
  private readonly history = new Query<'chats', readonly ChatMessage[]>(() => this.gateway.chats());

  /** What the user is typing; it is cleared only once the portal accepted the question. */
  draft = '';
  /** Sending the question: one at a time; a failure keeps the text for a retry. */
  readonly sender = new Mutation<{ readonly uuid: string; readonly text: string }, void>(async ({ uuid, text }) => {
    try {
      const exchange = await this.gateway.send(uuid, text);
      runInAction(() => {
        this.messages = [...this.messages, exchange.question, exchange.answer].slice(-CHAT_HISTORY_LIMIT);
        this.sent();
      });
    } catch (error) {
      if (!isDomainError(error, 'conflict')) throw error;
      // The portal already has this question (an earlier answer was lost on the way): show the history.
      await this.load();
      runInAction(() => this.sent());
    }
  });
  /** The uuid of a question whose send failed: a retry of the same text reuses it (the portal answers 409 for a uuid it already has). */
  private pendingUuid: string | null = null;
  private pendingText: string | null = null;

  /** Rating an answer, keyed by the answer's id: one at a time. */
  readonly feedback = new Mutation<{ readonly chatId: string; readonly input: ChatFeedbackInput }, ChatMessage>({
    run: ({ chatId, input }) => this.gateway.feedback(chatId, {
      type: input.type,
      ...(input.message?.trim() ? { message: input.message.trim() } : {}),
    }),
    key: ({ chatId }) => chatId,
    onSuccess: (updated, { chatId }) => {
      runInAction(() => (this.messages = this.messages.map((m) => (m.id === chatId ? updated : m))));
    },
  });

  /** Answering a question again, keyed by the answer whose question it is: one at a time. */
  readonly reply = new Mutation<{ readonly answerId: string; readonly uuid: string }, void>({
    run: async ({ uuid }) => {
      const draft = await this.gateway.requestReply(uuid);
      const sent = await this.gateway.sendReply(draft.id);
      runInAction(() => {
        this.messages = [...this.messages.filter((m) => m.id !== sent.id), sent].slice(-CHAT_HISTORY_LIMIT);
      });
    },
    key: ({ answerId }) => answerId,
  });

  constructor(
    @inject(TOKENS.AdviserGateway) private readonly gateway: AdviserGateway,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {
    makeAutoObservable<AdviserStore, 'gateway' | 'ids' | 'pendingUuid' | 'pendingText' | 'history'>(
      this,
      { gateway: false, ids: false, pendingUuid: false, pendingText: false, sender: false, feedback: false, reply: false, history: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.history.status;
  }

  get error(): DomainErrorDetail | null {
    return this.history.error;
  }

  get sending(): boolean {
    return this.sender.pending;
  }

  get sendError(): DomainErrorDetail | null {
    return this.sender.error;
  }

  /** The answer being rated, while that runs. */
  get feedbackPending(): string | null {
    return this.feedback.pendingKey;
  }

  get feedbackError(): DomainErrorDetail | null {
    return this.feedback.error;
  }

  /** The answer whose question is being answered again, while that runs. */
  get replyPending(): string | null {
    return this.reply.pendingKey;
  }

  get replyError(): DomainErrorDetail | null {
    return this.reply.error;
  }

  get canSend(): boolean {
    const text = this.draft.trim();
    return !this.sending && text.length > 0 && text.length <= CHAT_MESSAGE_MAX;
  }

  /** Reads the chat history (the latest 100 messages); a read on its way is aborted, its answer ignored. */
  async load(): Promise<void> {
    this.show(await this.history.fetch('chats'));
  }

  /** The chat history as /mia's route's loader asks for it: read on each visit, a read on its way joined. */
  async ensureHistory(): Promise<void> {
    this.show(await this.history.revisit('chats'));
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Sends the typed question; the adviser's answer joins the chat. On failure the text stays for a retry. */
  send(): Promise<boolean> {
    if (!this.canSend) return Promise.resolve(false);
    const text = this.draft.trim();
    const uuid = this.pendingUuid !== null && this.pendingText === text ? this.pendingUuid : this.ids.next();
    this.pendingUuid = uuid;
    this.pendingText = text;
    return this.sender.run({ uuid, text });
  }

  /** Rates an adviser answer (type like or dislike, with an optional message). */
  sendFeedback(chatId: string, input: ChatFeedbackInput): Promise<boolean> {
    return this.feedback.run({ chatId, input });
  }

  /**
   * Asks the adviser to answer the question of an answer again: a reply is drafted (POST v1/adviser/reply with the
   * question's uuid), then delivered into the chat (POST v1/adviser/reply/{id}/send), where it joins the history.
   */
  askAgain(answerId: string): Promise<boolean> {
    const question = questionBefore(this.messages, answerId);
    if (question === null) return Promise.resolve(false);
    return this.reply.run({ answerId, uuid: question.uuid });
  }

  clearSendError(): void {
    this.sender.clearError();
  }

  /** Shows the history just read (the latest 100 messages), when this read answered. */
  private show(answered: boolean): void {
    const messages = answered ? this.history.data : null;
    if (messages !== null) runInAction(() => (this.messages = messages.slice(-CHAT_HISTORY_LIMIT)));
  }

  /** The question was accepted: the typed text and its uuid are done with. */
  private sent(): void {
    this.draft = '';
    this.pendingUuid = null;
    this.pendingText = null;
  }
}
