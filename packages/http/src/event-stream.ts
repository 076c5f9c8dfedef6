// Server-sent events read from a fetch answer (the WHATWG event stream format), so a stream can carry the session's
// headers (Authorization, X-Guest-Id), which EventSource cannot send.

/** One dispatched event: its name ('message' when unnamed), data lines joined by newlines, and last event id. */
export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id: string;
}

/** Feeds text chunks in, hands out whole events; lines may end in CRLF, LF or CR and split across chunks anywhere. */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id = '';
  let pendingCR = false;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return (chunk) => {
    let text = chunk;
    // A CR at the end of the last chunk may be the first half of a CRLF.
    if (pendingCR && text.startsWith('\n')) text = text.slice(1);
    pendingCR = false;
    buffer += text;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const ch = buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      line(buffer.slice(start, i));
      if (ch === '\r') {
        if (i + 1 === buffer.length) pendingCR = true;
        else if (buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
  };
}
