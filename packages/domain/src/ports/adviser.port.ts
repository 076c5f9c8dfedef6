import type { ChatExchange, ChatMessage } from '../model';
import type { CallOptions } from './call-options.port';

/** Feedback on an adviser answer (POST v1/adviser/chats/{id}/feedback). */
export interface ChatFeedbackInput {
  readonly type: 'like' | 'dislike';
  readonly message?: string;
}

/** The adviser chat (spec §7 Adviser). */
export interface AdviserGateway {
  /** The latest 100 chat messages (GET v1/adviser/chats?limit=100). */
  chats(options?: CallOptions): Promise<readonly ChatMessage[]>;
  /** Sends a question; `uuid` is the client's id for it; answers the question and the adviser's answer (POST v1/adviser/chats). */
  send(uuid: string, message: string, options?: CallOptions): Promise<ChatExchange>;
  /** Rates an adviser answer (POST v1/adviser/chats/{id}/feedback). */
  feedback(chatId: string, input: ChatFeedbackInput, options?: CallOptions): Promise<ChatMessage>;
  /** Asks the adviser to draft another answer to a question by its uuid (POST v1/adviser/reply). */
  requestReply(questionUuid: string, options?: CallOptions): Promise<ChatMessage>;
  /** Delivers a drafted reply into the chat (POST v1/adviser/reply/{id}/send). */
  sendReply(replyId: string, options?: CallOptions): Promise<ChatMessage>;
}
