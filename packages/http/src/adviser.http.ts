import { adviserFeedbackRequest, adviserQuestionRequest, adviserReplyRequest, chatQuery } from '@kado/contract';
import type { AdviserGateway, CallOptions, ChatExchange, ChatFeedbackInput, ChatMessage } from '@kado/domain';
import { chatDto, chatExchangeDto } from './misc.dto';
import type { PortalClient } from './portal-client';
import { rowsDto } from './wire.dto';

const chatRowsDto = rowsDto(chatDto);
const at = (id: string): string => encodeURIComponent(id);

/** AdviserGateway over the portal API (spec §7 Adviser). */
export class HttpAdviserGateway implements AdviserGateway {
  constructor(private readonly client: PortalClient) {}

  chats(options?: CallOptions): Promise<readonly ChatMessage[]> {
    return this.client.data('v1/adviser/chats', chatRowsDto, { query: { limit: 100 }, querySchema: chatQuery, signal: options?.signal });
  }

  send(uuid: string, message: string, options?: CallOptions): Promise<ChatExchange> {
    return this.client.data('v1/adviser/chats', chatExchangeDto, {
      method: 'post',
      json: { uuid, message },
      request: adviserQuestionRequest,
      signal: options?.signal,
    });
  }

  feedback(chatId: string, input: ChatFeedbackInput, options?: CallOptions): Promise<ChatMessage> {
    return this.client.data(`v1/adviser/chats/${at(chatId)}/feedback`, chatDto, {
      method: 'post',
      json: { type: input.type, message: input.message },
      request: adviserFeedbackRequest,
      signal: options?.signal,
    });
  }

  requestReply(questionUuid: string, options?: CallOptions): Promise<ChatMessage> {
    return this.client.data('v1/adviser/reply', chatDto, { method: 'post', json: { uuid: questionUuid }, request: adviserReplyRequest, signal: options?.signal });
  }

  sendReply(replyId: string, options?: CallOptions): Promise<ChatMessage> {
    return this.client.data(`v1/adviser/reply/${at(replyId)}/send`, chatDto, { method: 'post', json: {}, signal: options?.signal });
  }
}
