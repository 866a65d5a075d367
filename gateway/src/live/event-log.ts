/** A change of one tournament: a write to one of its matches (matchId), or to the tournament itself. */
export interface LiveEvent {
  id: bigint;
  tournamentId: string;
  matchId?: string;
}

/** What a reconnecting subscriber gets: the events it missed, or a resync when they cannot be known. */
export type Catchup = { kind: 'replay'; events: LiveEvent[] } | { kind: 'resync' };

/**
 * How events are numbered: `own` (one process, the in-process change feed) counts from the process's start
 * time in microseconds; `stream` (CHANGE_FEED=streams) takes each change's DynamoDB stream sequence number,
 * which every instance reads alike, so a Last-Event-ID given out by one instance means the same on another.
 */
export type EventNumbering = 'own' | 'stream';

/**
 * The last `capacity` events, numbered. Own numbers start at the process's start time in microseconds, so
 * an id from an earlier process (which started earlier) reads as older than the log and gets a resync
 * instead of a wrong replay, even after a restart that loses the log. Stream numbers may arrive out of
 * order (records of different shards and tables), so a replay takes every kept event numbered after the
 * subscriber's, not those logged after it.
 */
export class EventLog {
  private readonly events: LiveEvent[] = [];
  /** Index in `events` of the oldest kept event (a ring buffer once full). */
  private head = 0;
  private last: bigint;

  constructor(
    private readonly capacity: number,
    startMs: number = Date.now(),
    private readonly numbering: EventNumbering = 'own',
  ) {
    this.last = numbering === 'own' ? BigInt(startMs) * 1000n : 0n;
  }

  /** The id of the newest event (the starting number before any): what a new subscriber is caught up to. */
  get lastId(): bigint {
    return this.last;
  }

  /**
   * Marks a point from which a tournament's events are kept, so an id given out before it (events may have
   * gone unlogged since) is told apart from one given out after: an own number is used up for it; with stream
   * numbers every later change has a higher number already.
   */
  skip(): bigint {
    if (this.numbering === 'own') this.last++;
    return this.last;
  }

  /**
   * With stream numbering: the feed has reached `position` (a change of any tournament, watched or not),
   * so a tournament watched from now on is complete from there, not from the last event this log kept.
   */
  seen(position: bigint): void {
    if (this.numbering === 'stream' && position > this.last) this.last = position;
  }

  /** Logs an event: numbered by the log, or by `position` (its stream sequence number) with stream numbering. */
  append(tournamentId: string, matchId?: string, position?: bigint): LiveEvent {
    const id = this.numbering === 'stream' && position !== undefined ? position : this.last + 1n;
    if (id > this.last) this.last = id;
    const event: LiveEvent = { id, tournamentId, ...(matchId !== undefined ? { matchId } : {}) };
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
  catchUp(tournamentId: string, lastEventId: bigint | null, completeSince: bigint): Catchup {
    const oldest = this.events.reduce((min, e) => (e.id < min ? e.id : min), this.last + 1n);
    if (lastEventId === null || lastEventId > this.last || lastEventId < oldest - 1n || lastEventId < completeSince) {
      return { kind: 'resync' };
    }
    const ordered = [...this.events.slice(this.head), ...this.events.slice(0, this.head)];
    return { kind: 'replay', events: ordered.filter((e) => e.id > lastEventId && e.tournamentId === tournamentId) };
  }
}
