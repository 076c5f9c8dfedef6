// The adviser chat (spec §7 Adviser): which question an answer replies to, for "ask again" (decision 0193).
import type { ChatMessage } from '../model';

/** The question an adviser message answers: the last message of the user before it; null when there is none. */
export function questionBefore(messages: readonly ChatMessage[], answerId: string): ChatMessage | null {
  const at = messages.findIndex((m) => m.id === answerId);
  if (at === -1 || messages[at]?.sender !== 'adviser') return null;
  for (let i = at - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.sender === 'user') return message;
  }
  return null;
}
