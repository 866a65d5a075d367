// The browser's EventSource as far as the public pages use it: tests open it and push the gateway's events by hand.
export class StubEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: StubEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    StubEventSource.opened.push(this);
  }
  /** The gateway accepted the stream (what lets the tournament page read). */
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  close() {
    this.readyState = StubEventSource.CLOSED;
  }
  send(type: 'change' | 'resync', body: object = {}) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(body) }));
  }
}
