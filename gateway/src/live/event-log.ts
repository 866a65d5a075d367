/** A change of one tournament: a write to one of its matches (matchId), or to the tournament itself. */
export interface LiveEvent {
  id: number;
  tournamentId: string;
  matchId?: string;
}

/** What a reconnecting subscriber gets: the events it missed, or a resync when they cannot be known. */
export type Catchup = { kind: 'replay'; events: LiveEvent[] } | { kind: 'resync' };

/**
 * The last `capacity` events, numbered. Numbers start at the process's start time in microseconds, so an
 * id from an earlier process (which started earlier) reads as older than the log and gets a resync
 * instead of a wrong replay, even after a restart that loses the log.
 */
export class EventLog {
  private readonly events: LiveEvent[] = [];
  /** Index in `events` of the oldest kept event (a ring buffer once full). */
  private head = 0;
  private last: number;

  constructor(
    private readonly capacity: number,
    startMs: number = Date.now(),
  ) {
    this.last = startMs * 1000;
  }

  /** The id of the newest event (the starting number before any): what a new subscriber is caught up to. */
  get lastId(): number {
    return this.last;
  }

  /**
   * Uses up one id without an event: marks a point from which a tournament's events are kept, so an id
   * given out before it (events may have gone unlogged since) is told apart from one given out after.
   */
  skip(): number {
    return ++this.last;
  }

  append(tournamentId: string, matchId?: string): LiveEvent {
    const event: LiveEvent = { id: ++this.last, tournamentId, ...(matchId !== undefined ? { matchId } : {}) };
    if (this.events.length < this.capacity) this.events.push(event);
    else {
      this.events[this.head] = event;
      this.head = (this.head + 1) % this.capacity;
    }
    return event;
  }

  /**
   * The tournament's events after `lastEventId`, when the log still holds every event after it and the
   * tournament's events were kept since then (`completeSince`: the id from which they were).
   */
  catchUp(tournamentId: string, lastEventId: number, completeSince: number): Catchup {
    const oldest = this.events.length === 0 ? this.last + 1 : (this.events[this.head] as LiveEvent).id;
    if (!Number.isSafeInteger(lastEventId) || lastEventId > this.last || lastEventId < oldest - 1 || lastEventId < completeSince) {
      return { kind: 'resync' };
    }
    const ordered = [...this.events.slice(this.head), ...this.events.slice(0, this.head)];
    return { kind: 'replay', events: ordered.filter((e) => e.id > lastEventId && e.tournamentId === tournamentId) };
  }
}
