// The app server's count of open registry change streams (issue 26): each event stream answer that passes /api is
// counted while it is open, whoever the portal is (embedded or PORTAL_URL), and let go when it ends, when the page
// closes it, or when the client's connection drops (node cancels the answer's body).

/** Counts open event streams; `onChange` hears each new count (serve.ts logs it). */
export class LiveStreamCount {
  private count = 0;

  constructor(private readonly onChange: (open: number) => void = () => undefined) {}

  /** How many event streams are open now. */
  get open(): number {
    return this.count;
  }

  /** The answer as it is, or, for an event stream, the same stream counted while it is open. */
  track(answer: Response): Response {
    if (answer.body === null || !(answer.headers.get('content-type') ?? '').includes('text/event-stream')) return answer;
    const reader = answer.body.getReader();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.change(-1);
    };
    this.change(1);
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        try {
          const { done, value } = await reader.read();
          if (done) {
            close();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          close();
          controller.error(error);
        }
      },
      cancel: async (reason) => {
        close();
        await reader.cancel(reason).catch(() => undefined);
      },
    });
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  }

  private change(by: number): void {
    this.count += by;
    this.onChange(this.count);
  }
}
