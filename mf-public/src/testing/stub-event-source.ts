// Test helper: the browser's EventSource as far as the public pages use it (install with vi.stubGlobal).

/** Tests open the gateway's live stream and push its events by hand. */
export class StubEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: StubEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    StubEventSource.opened.push(this);
  }
  close() {
    this.readyState = StubEventSource.CLOSED;
  }
  /** The stream opened (EventSource's `open`): the page catches up on what it may have missed. */
  open() {
    this.dispatchEvent(new Event('open'));
  }
  /** The stream is (again) open, or its connection dropped and the browser retries ('error'). */
  signal(type: 'open' | 'error') {
    this.dispatchEvent(new Event(type));
  }
  send(type: 'change' | 'resync', body: object = {}) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(body) }));
  }
}
