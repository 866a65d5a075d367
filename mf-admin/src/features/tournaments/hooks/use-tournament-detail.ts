import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ConflictError, matchesRepository, tournamentsRepository, useLoad } from 'shared-data';
import { createId, customPlayoffSyncPlan, planPlayoffStart, type CustomPlayoffConfig, type Match, type Tournament } from 'shared-domain';
import { loadTournamentDetail, type TournamentDetailData } from '../api/load-tournament-detail';

/** Shown when a version-checked tournament save lost a race (ours; the spec has no text for it). */
export const TOURNAMENT_CONFLICT_MESSAGE = 'This tournament was changed elsewhere; the latest version is shown.';

/** Where a conflict happened, so its message shows next to the control the user just used. */
export type ConflictPlace = 'visibility' | 'details' | 'playoffs' | 'custom';

export type SaveOutcome = 'saved' | 'conflict';

interface LocalState {
  /** The load result these values started from; a new load replaces them. */
  source: TournamentDetailData;
  tournament: Tournament | null;
  matches: Match[];
}

/** The state with newly written matches (version 1) shown, replacing any of the same id. */
function withCreated(state: LocalState | null, written: readonly Match[]): LocalState | null {
  if (!state) return state;
  const created = written.map((m) => ({ ...m, version: 1 }));
  return { ...state, matches: [...state.matches.filter((m) => !created.some((c) => c.id === m.id)), ...created] };
}

/** The bracket and first-round matches the playoff start writes, or null while it may not start. */
function playoffStartPlan(tournament: Tournament, matches: readonly Match[]) {
  const now = Date.now();
  let sequence = 0;
  return planPlayoffStart({
    tournamentId: tournament.id,
    organizerId: tournament.organizerId,
    teamIds: tournament.teamIds,
    matches: [...matches],
    qualifiers: tournament.format.playoffQualifiers,
    // Consecutive timestamps keep the new ids (the matches' sort key) in bracket order.
    nextId: () => createId('match', now + sequence++, Math.random),
    storedBracket: tournament.playoffBracket,
  });
}

/**
 * The detail screen's data: loaded once, then kept current from what each save returns. Match edits
 * replace one match (never older than what is shown: answers may arrive out of order); tournament
 * saves are version-checked and a lost race shows the fresh tournament instead of overwriting it.
 */
export function useTournamentDetail(tournamentId: string, organizerId: string) {
  const load = useLoad(() => loadTournamentDetail(tournamentId, organizerId), [tournamentId, organizerId]);
  const [local, setLocal] = useState<LocalState | null>(null);
  const [conflict, setConflict] = useState<ConflictPlace | null>(null);

  let current = local;
  if (load.status === 'ready' && local?.source !== load.data) {
    current = { source: load.data, tournament: load.data.tournament, matches: load.data.matches };
    setLocal(current);
  }

  const tournament = current?.tournament ?? null;
  const reload = load.reload;
  // The newest matches for writes that run after an await (closures would hold an older list).
  const matchesRef = useRef<Match[]>([]);
  const shownMatches = current?.matches;
  useLayoutEffect(() => {
    matchesRef.current = shownMatches ?? [];
  });

  const replaceMatch = useCallback((saved: Match) => {
    setLocal((state) => {
      if (!state) return state;
      const matches = state.matches.map((m) => (m.id === saved.id && (saved.version ?? 0) >= (m.version ?? 0) ? saved : m));
      return { ...state, matches };
    });
  }, []);

  const setTournament = useCallback((next: Tournament | null) => {
    setLocal((state) => (state ? { ...state, tournament: next } : state));
  }, []);

  /** A version-checked save; on a lost race the fresh tournament (and its matches) are shown. */
  const saveTournament = useCallback(
    async (place: ConflictPlace, fields: Partial<Tournament>): Promise<SaveOutcome> => {
      if (!tournament) throw new Error('No tournament loaded');
      try {
        const updated = await tournamentsRepository.update(tournament, fields);
        setTournament(updated);
        setConflict((c) => (c === place ? null : c));
        return 'saved';
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        setTournament((error.current as Tournament | null) ?? null);
        setConflict(place);
        reload();
        return 'conflict';
      }
    },
    [tournament, setTournament, reload],
  );

  /** End Championship & Start Playoffs: the bracket is claimed on the tournament first, then its matches are written. */
  const startPlayoffs = useCallback(async (): Promise<SaveOutcome | 'not-allowed'> => {
    if (!tournament || !current) return 'not-allowed';
    const plan = playoffStartPlan(tournament, current.matches);
    if (!plan) return 'not-allowed';
    const outcome = await saveTournament('playoffs', { playoffBracket: plan.bracket });
    if (outcome === 'conflict') return outcome;
    await matchesRepository.putMany(plan.matches);
    setLocal((state) => withCreated(state, plan.matches));
    return 'saved';
  }, [tournament, current, saveTournament]);

  // useLoad keeps the previous result while a new id loads: never show one tournament under another's id.
  const stale = current !== null && current.source.requestedId !== tournamentId;
  /**
   * Brings the custom playoff's match items in line with its configuration (create, update, remove),
   * so each custom game with two teams is a real match with a working Stats page. Safe to repeat.
   */
  const syncCustomPlayoff = useCallback(async (t: Tournament) => {
    const matches = matchesRef.current;
    const afterRound = matches.reduce((max, m) => (!m.isPlayoff && m.round > max ? m.round : max), 0);
    const plan = customPlayoffSyncPlan(t.format.customPlayoffConfig, matches, { tournamentId: t.id, organizerId: t.organizerId }, afterRound);
    if (plan.create.length > 0) {
      await matchesRepository.putMany(plan.create);
      setLocal((state) => withCreated(state, plan.create));
    }
    for (const { id, fields } of plan.update) replaceMatch(await matchesRepository.update(t.id, id, fields as Partial<Match>));
    for (const id of plan.remove) {
      await matchesRepository.remove(t.id, id);
      setLocal((state) => (state ? { ...state, matches: state.matches.filter((m) => m.id !== id) } : state));
    }
  }, [replaceMatch]);

  /** Saves the custom playoff configuration (version-checked), then its match items. */
  const saveCustomPlayoff = useCallback(
    async (config: CustomPlayoffConfig): Promise<SaveOutcome> => {
      if (!tournament) throw new Error('No tournament loaded');
      const outcome = await saveTournament('custom', { format: { ...tournament.format, customPlayoffConfig: config } });
      if (outcome === 'conflict') return outcome;
      await syncCustomPlayoff({ ...tournament, format: { ...tournament.format, customPlayoffConfig: config } });
      return 'saved';
    },
    [tournament, saveTournament, syncCustomPlayoff],
  );

  return {
    status: stale ? ('loading' as const) : load.status,
    error: load.status === 'failed' ? load.error : null,
    tournament,
    matches: current?.matches ?? [],
    teams: current?.source.teams ?? [],
    conflict,
    dismissConflict: () => setConflict(null),
    reload,
    replaceMatch,
    saveTournament,
    startPlayoffs,
    saveCustomPlayoff,
    syncCustomPlayoff,
  };
}
