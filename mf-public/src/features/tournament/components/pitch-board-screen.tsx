import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { queries, screenState } from 'shared-data';
import { MESSAGES, teamSlotLabel, tournamentTimeZone, type Match, type PublicTournamentDocument } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { pitchesNowAndNext, type PitchNowNext } from 'shared-domain/match-day';
import { MatchMinute, ReconnectingStatus, Score } from 'shared-football-ui';
import { LoadingPanel, useDocumentTitle } from 'shared-ui';
import { publicMatchPath } from '../../../common/match-link';
import { LOAD_FAILED_TEXT, PageStatus } from '../../../common/page-status';
import { PublicPage } from '../../../common/public-page';
import { useLiveTournament } from '../hooks/use-live-tournament';
import { pitchBoardTitle } from '../pitch-board-route';
import styles from './pitch-board-screen.module.css';

/** How often the board looks at the clock again: a match's slot ends and the next one's begins without a write. */
const TICK_MS = 15_000;

/** The live stream re-reads the document itself (useLiveTournament); the board has no view of its own to switch. */
const NO_VIEW_TO_SWITCH = () => undefined;

/**
 * Issue 25: "what is on each pitch now and next", for a venue's screens and the phones around the pitches, at
 * /public/tournaments/:id/pitches. Server-rendered from the tournament's public document, then live: each
 * change the gateway streams re-reads the document, so a goal, a kick-off or a move to another pitch shows
 * without a reload, and the clock moves the board on from one slot to the next.
 */
export function PitchBoardScreen() {
  const id = useParams().id ?? '';
  const document = useQuery(queries.publicTournament(id));
  const state = screenState([document], () => document.data ?? null);
  if (state.status === 'pending') return <LoadingPanel text="Loading tournament..." />;
  if (state.status === 'error') return <PageStatus title={MESSAGES.tournamentLoadFailed} text={LOAD_FAILED_TEXT} onRetry={state.retry} />;
  if (!state.data) return <PageStatus title={MESSAGES.tournamentNotFound} text={MESSAGES.tournamentNotFoundDefault} />;
  return <PitchBoard document={state.data} />;
}

function useTickingClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function PitchBoard({ document }: { document: PublicTournamentDocument }) {
  const { tournament } = document;
  const now = useTickingClock();
  // Subscribed only once the tournament is shown: a private or missing one has no public events.
  const reconnecting = useLiveTournament(tournament.id, { servedVersion: null, onChange: NO_VIEW_TO_SWITCH });
  useDocumentTitle(pitchBoardTitle(tournament));
  const names = new Map(document.teams.map((team) => [team.id, team.name]));
  const board = pitchesNowAndNext(tournament, document.matches, now);
  const zone = tournamentTimeZone(tournament);
  return (
    <PublicPage>
      <nav aria-label="Breadcrumb">
        <Link to={`/public/tournaments/${encodeURIComponent(tournament.id)}`}>← {tournament.name}</Link>
      </nav>
      <h1 className={styles.title}>Now and next on each pitch</h1>
      <ReconnectingStatus reconnecting={reconnecting} />
      {board.length === 0 ? (
        <p className={styles.empty}>This tournament has no pitches yet.</p>
      ) : (
        <ul className={styles.board} aria-label="Pitches">
          {board.map((pitch) => (
            <li key={pitch.pitchId}>
              <PitchCard pitch={pitch} tournamentId={tournament.id} names={names} zone={zone} now={now} />
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}

interface PitchCardProps {
  pitch: PitchNowNext<Match>;
  tournamentId: string;
  names: ReadonlyMap<string, string>;
  zone: string;
  now: number;
}

function PitchCard({ pitch, tournamentId, names, zone, now }: PitchCardProps) {
  const headingId = useId();
  const { now: current, next } = pitch;
  return (
    <section className={styles.pitch} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.place}>
        {pitch.place}
      </h2>
      <Slot name="Now" match={current} tournamentId={tournamentId} names={names} none="Nothing on now">
        {current && (
          <span className={styles.state}>
            <Score homeGoals={current.homeGoals} awayGoals={current.awayGoals} size="lg" />
            <MatchMinute clock={current.clock} now={now} />
          </span>
        )}
      </Slot>
      <Slot name="Next" match={next} tournamentId={tournamentId} names={names} none="Nothing more scheduled">
        {next && <span className={styles.kickoff}>{kickoffText(next, zone, { short: true })?.[pitch.nextLaterDay ? 'text' : 'time']}</span>}
      </Slot>
    </section>
  );
}

interface SlotProps {
  name: 'Now' | 'Next';
  match: Match | null;
  tournamentId: string;
  names: ReadonlyMap<string, string>;
  /** Said when the pitch has no such match. */
  none: string;
  /** Between the teams: the score and minute now, the kick-off next. */
  children: ReactNode;
}

/** One of a pitch's two slots: its match as one link to the match's page, home and away around `children`. */
function Slot({ name, match, tournamentId, names, none, children }: SlotProps) {
  return (
    <div className={styles.slot} role="group" aria-label={name}>
      <p className={styles.slotName}>{name}</p>
      {match ? (
        <Link className={styles.match} to={publicMatchPath(tournamentId, match.id)}>
          <span className={styles.team}>{teamSlotLabel(match.homeTeamId, names)}</span>
          {children}
          <span className={styles.team}>{teamSlotLabel(match.awayTeamId, names)}</span>
        </Link>
      ) : (
        <p className={styles.none}>{none}</p>
      )}
    </div>
  );
}
