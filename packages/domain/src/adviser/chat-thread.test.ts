import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../model';
import { questionBefore } from './chat-thread';

const msg = (id: string, sender: ChatMessage['sender']): ChatMessage => ({
  id, uuid: `u-${id}`, message: id, sender, status: 'sent', createdAt: '2024-01-01T00:00:00Z', feedback: null,
});

describe('questionBefore (the question an adviser answer replies to)', () => {
  const chat = [msg('1', 'user'), msg('2', 'adviser'), msg('3', 'user'), msg('4', 'adviser'), msg('5', 'adviser')];
  it('is the last user message before the answer', () => {
    expect(questionBefore(chat, '2')?.id).toBe('1');
    expect(questionBefore(chat, '4')?.id).toBe('3');
    expect(questionBefore(chat, '5')?.id).toBe('3');
  });
  it('is null for a user message, an unknown id, or an answer without a question before it', () => {
    expect(questionBefore(chat, '3')).toBeNull();
    expect(questionBefore(chat, '9')).toBeNull();
    expect(questionBefore([msg('1', 'adviser')], '1')).toBeNull();
  });
});
