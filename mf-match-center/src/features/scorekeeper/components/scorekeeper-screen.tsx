import { useEffect, useState } from 'react';
import type { CardColour, Match, MatchSide, Team } from 'shared-domain';
import { CLOCK_STEPS, goalMinute, halfMinutesOf, runningMinute, scorekeeperTokenOf, withScoreChanges } from 'shared-domain/match-clock';
import { Alert, Button, LoadingPanel, SelectField } from 'shared-ui';
import { useScorekeeper } from '../hooks/use-scorekeeper';
import styles from './scorekeeper-screen.module.css';

/** The clock on screen moves on by itself: the running minute is re-read this often. */
const TICK_MS = 5000;

const newId = (kind: string) => `${kind}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

function waitingText(count: number, offline: boolean): string {
  if (count === 0) return 'All changes sent';
  const changes = count === 1 ? '1 change waiting' : `${count} changes waiting`;
  return offline ? `Offline: ${changes}` : changes;
}

const CARD_COLOURS: readonly { colour: CardColour; label: string }[] = [
  { colour: 'yellow', label: 'Yellow card' },
  { colour: 'red', label: 'Red card' },
];

/** "1 yellow, 0 red": the cards recorded for a side. */
const cardsText = (match: Match, side: MatchSide) => CARD_COLOURS.map(({ colour }) => `${(match.cards ?? []).filter((c) => c.team === side && c.colour === colour).length} ${colour}`).join(', ');

/** The players a side's scorer (or booked player) is picked from: its lineup when there is one, else the team's (public) squad. */
function scorers(match: Match, side: MatchSide, team: Team | undefined): { value: string; label: string }[] {
  const players = team?.players ?? [];
  const lineup = match.lineups?.[side];
  const ids = lineup ? [...lineup.starting, ...lineup.substitutes] : [];
  const chosen = ids.length > 0 ? players.filter((p) => ids.includes(p.id)) : players;
  return [{ value: '', label: 'Not known' }, ...chosen.map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName}`.trim() }))];
}

/**
 * The touchline score screen (issue 25, /score#<token>): no account, phone-first. Big +1 / −1 per side with
 * the scorer from the lineup, a yellow and a red card per side with the booked player, the Kick-off / Half-time / Second half / Full-time buttons, the running minute,
 * and how many changes still wait to be sent (they are kept on the phone and sent in order when the signal
 * is back).
 */
export function ScorekeeperScreen() {
  const [token] = useState(() => scorekeeperTokenOf(globalThis.location?.hash ?? ''));
  const { phase, matches, teams, tournament, pending, offline, record } = useScorekeeper(token);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [scorer, setScorer] = useState<Record<MatchSide, string>>({ home: '', away: '' });
  const [booked, setBooked] = useState<Record<MatchSide, string>>({ home: '', away: '' });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (phase.kind === 'opening') return <LoadingPanel text="Opening the scorekeeper link..." />;
  // Every screen names itself in one level-1 heading (the route walks and screen readers look for it).
  const heading = (
    <h1 id="scorekeeper-heading" className={styles.heading}>
      Scorekeeper
    </h1>
  );
  if (phase.kind === 'closed') {
    return (
      <main className={styles.screen} aria-labelledby="scorekeeper-heading">
        {heading}
        <Alert tone="error" title={phase.message} />
        {pending.length > 0 && <p className={styles.waiting}>{waitingText(pending.length, true)}</p>}
      </main>
    );
  }
  const storedMatch = matches.find((m) => m.id === chosenId) ?? (matches.length === 1 ? matches[0] : undefined);
  const nameOf = (teamId: string) => teams[teamId]?.name ?? 'To be decided';
  const half = halfMinutesOf(tournament?.matchDayRules?.matchMinutes);

  return (
    <main className={styles.screen} aria-labelledby="scorekeeper-heading">
      {heading}
      {matches.length > 1 && (
        <SelectField
          label="Match"
          value={storedMatch?.id ?? ''}
          options={[{ value: '', label: 'Choose a match' }, ...matches.map((m) => ({ value: m.id, label: `${m.time ?? ''} ${nameOf(m.homeTeamId)} v ${nameOf(m.awayTeamId)}`.trim() }))]}
          onChange={(event) => setChosenId(event.target.value || null)}
        />
      )}
      {matches.length === 0 && <Alert tone="warning" title="No matches on this link right now." />}
      {storedMatch && matchControls(storedMatch)}
      <p className={styles.waiting} role="status">
        {waitingText(pending.length, offline)}
      </p>
    </main>
  );

  // A render helper, not a component: a component defined here would be a new type on every render and lose its fields' focus.
  function matchControls(stored: Match) {
    const match = withScoreChanges(stored, pending.filter((q) => q.matchId === stored.id).map((q) => q.change));
    const names: Record<MatchSide, string> = { home: nameOf(match.homeTeamId), away: nameOf(match.awayTeamId) };
    const minute = runningMinute(match.clock, now);
    const goal = (side: MatchSide) => record(stored, { kind: 'goal', id: newId('goal'), side, playerId: scorer[side], minute: goalMinute(match.clock, Date.now()) });
    const card = (side: MatchSide, colour: CardColour) => record(stored, { kind: 'card', id: newId('card'), side, colour, playerId: booked[side], minute: goalMinute(match.clock, Date.now()) });
    return (
      <>
        <section className={styles.score} aria-label="Score">
          <span>{names.home}</span>
          <span className={styles.goals} role="img" aria-label={`${names.home} ${match.homeGoals ?? 0}, ${names.away} ${match.awayGoals ?? 0}`}>
            {match.homeGoals ?? 0}–{match.awayGoals ?? 0}
          </span>
          <span>{names.away}</span>
        </section>
        <p className={styles.minute} aria-label="Match minute">
          {minute ?? 'Not started'}
        </p>
        <div className={styles.sides}>
          {(['home', 'away'] as const).map((side) => (
            <div key={side} className={styles.side}>
              <SelectField label={`${names[side]} scorer`} value={scorer[side]} options={scorers(match, side, teams[side === 'home' ? match.homeTeamId : match.awayTeamId])} onChange={(event) => setScorer((s) => ({ ...s, [side]: event.target.value }))} />
              <Button className={styles.big} aria-label={`Goal for ${names[side]}`} onClick={() => goal(side)}>
                +1
              </Button>
              <Button className={styles.big} variant="secondary" aria-label={`Take a goal from ${names[side]}`} onClick={() => record(stored, { kind: 'undo-goal', id: newId('undo'), side })}>
                −1
              </Button>
              <SelectField label={`${names[side]} player booked`} value={booked[side]} options={scorers(match, side, teams[side === 'home' ? match.homeTeamId : match.awayTeamId])} onChange={(event) => setBooked((b) => ({ ...b, [side]: event.target.value }))} />
              {CARD_COLOURS.map(({ colour, label }) => (
                <Button key={colour} variant="secondary" className={styles[colour]} aria-label={`${label} for ${names[side]}`} onClick={() => card(side, colour)}>
                  {label}
                </Button>
              ))}
              <p className={styles.cards}>Cards: {cardsText(match, side)}</p>
              <Button variant="secondary" size="sm" aria-label={`Take back the last card of ${names[side]}`} onClick={() => record(stored, { kind: 'undo-card', id: newId('undo'), side })}>
                Undo card
              </Button>
            </div>
          ))}
        </div>
        <div className={styles.clock}>
          {CLOCK_STEPS.map((step) => (
            <Button key={step.step} variant="secondary" onClick={() => record(stored, { kind: 'clock', id: newId('clock'), step: step.step, atISO: new Date().toISOString(), halfMinutes: half })}>
              {step.label}
            </Button>
          ))}
        </div>
      </>
    );
  }
}
