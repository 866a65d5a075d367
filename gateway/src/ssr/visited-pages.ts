/** Tournaments whose pages are remembered, and addresses per tournament (its ?round=N pages, other origins). */
const MAX_TOURNAMENTS = 500;
const MAX_ADDRESSES = 8;

/** Deletes the oldest entries of a Map kept in order of use until it holds `max`. */
function trim<K, V>(map: Map<K, V>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}

/**
 * The tournament pages visitors asked for lately (bounded, least recently asked for out first), and their
 * refresh after a write changed the tournament: one refresh at a time per tournament, and a write during a
 * refresh runs one more once it ends, so a burst of writes (a match day) costs two refreshes, not one each.
 */
export class VisitedPages<Address> {
  private readonly byTournament = new Map<string, Map<string, Address>>();
  /** Refreshes under way; `again` when a write came meanwhile. */
  private readonly refreshing = new Map<string, { again: boolean }>();

  /** `refresh` must not throw: a refresh that fails has nothing to retry but the next visit. */
  constructor(
    private readonly refresh: (tournamentId: string) => Promise<void>,
    private readonly keyOf: (address: Address) => string,
  ) {}

  remember(tournamentId: string, address: Address): void {
    const addresses = this.byTournament.get(tournamentId) ?? new Map<string, Address>();
    this.byTournament.delete(tournamentId);
    this.byTournament.set(tournamentId, addresses);
    const key = this.keyOf(address);
    addresses.delete(key);
    addresses.set(key, address);
    trim(addresses, MAX_ADDRESSES);
    trim(this.byTournament, MAX_TOURNAMENTS);
  }

  /** The addresses of `tournamentId` visitors asked for, least recent first. */
  of(tournamentId: string): Address[] {
    return [...(this.byTournament.get(tournamentId)?.values() ?? [])];
  }

  /** Up to `max` addresses, the tournament asked for last first (each tournament's own, last asked for first). */
  recent(max: number): Address[] {
    const addresses: Address[] = [];
    for (const perTournament of [...this.byTournament.values()].reverse()) {
      for (const address of [...perTournament.values()].reverse()) {
        if (addresses.length === max) return addresses;
        addresses.push(address);
      }
    }
    return addresses;
  }

  /** A write changed `tournamentId`'s document: its visited pages are refreshed (nothing happens for one nobody visited). */
  changed(tournamentId: string): void {
    if (!this.byTournament.has(tournamentId)) return;
    const running = this.refreshing.get(tournamentId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.refreshing.set(tournamentId, state);
    void (async () => {
      do {
        state.again = false;
        await this.refresh(tournamentId);
      } while (state.again);
      this.refreshing.delete(tournamentId);
    })();
  }
}
