import { useState } from 'react';
import { Link } from 'react-router-dom';
import { customMatchStatsButton, matchDateChange, type CustomPlayoffMatch, type CustomPlayoffMatchChange, type Match, type MatchPatch } from 'shared-domain';
import { isResolvedTeam, parseCustomEntry, type CustomEntryOptions, type ResolvedCustomGame } from 'shared-domain/playoff-editing';
import { Button } from 'shared-ui';
import { CheckOption } from './check-option';
import { CustomScore } from './custom-score';
import { CustomSidePicker } from './custom-side-picker';
import lineStyles from './custom-match-row.module.css';
import { DateInput } from './date-input';
import styles from './match-row.module.css';
import { TimeSelect } from './time-select';

interface CustomMatchRowProps {
  label: string;
  match: CustomPlayoffMatch;
  /** What each side may be (teams, seeds, earlier games, BYE). */
  options: CustomEntryOptions;
  /** The game as it stands: its sides resolved from the table and earlier results. */
  game: ResolvedCustomGame | undefined;
  /** The game's match item, once it has one (both sides are teams). */
  item: Match | undefined;
  /** A stored side as it reads ("Seed 2", "Winner of Semi-finals, game 1"). */
  entryLabel: (value: string) => string;
  nameOf: (teamId: string) => string;
  /** The match item's page, once the game is kept as a match; null before. */
  statsHref: string | null;
  busy: boolean;
  onChange: (change: CustomPlayoffMatchChange) => void;
  onInvalid: (message: string) => void;
  /** Asked before a score is saved: the later results it clears (confirmed), or null when cancelled. */
  prepareScore: (item: Match, fields: MatchPatch) => Promise<readonly string[] | null>;
}

/** "Seed 1: Arsenal" / "Winner of Semi-finals, game 1: not decided yet" for a side that is not a team picked by name. */
function pickText(value: string, resolved: string | null, entryLabel: (value: string) => string, nameOf: (teamId: string) => string): string | null {
  const kind = parseCustomEntry(value).kind;
  if (kind === 'team' || kind === 'none' || kind === 'bye') return null;
  return `${entryLabel(value)}: ${isResolvedTeam(resolved) ? nameOf(resolved) : 'not decided yet'}`;
}

/** A custom playoff game (spec §2, §5; issue 22): its sides, its score in place, date and time, elimination flag and Stats. */
export function CustomMatchRow({ label, match, options, game, item, entryLabel, nameOf, statsHref, busy, onChange, onInvalid, prepareScore }: CustomMatchRowProps) {
  const [date, setDate] = useState<string | null>(null);
  const stats = customMatchStatsButton(match);
  const commitDate = () => {
    if (date === null) return;
    const change = matchDateChange(date, match.time);
    if (!change.ok) return onInvalid(change.error);
    setDate(null);
    const dateISO = change.fields.dateISO ?? '';
    if (dateISO !== (match.dateISO ?? '')) onChange({ dateISO, time: dateISO ? change.fields.time : match.time });
  };
  const side = (key: 'homeTeamId' | 'awayTeamId') => (
    <CustomSidePicker
      label={key === 'homeTeamId' ? 'Home team' : 'Away team'}
      value={match[key]}
      options={options}
      valueLabel={entryLabel(match[key])}
      disabled={busy}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  const picks = [pickText(match.homeTeamId, game?.home ?? null, entryLabel, nameOf), pickText(match.awayTeamId, game?.away ?? null, entryLabel, nameOf)].filter((t) => t !== null);
  const playable = game && isResolvedTeam(game.home) && isResolvedTeam(game.away);
  const scored = playable && item && item.homeTeamId === game.home && item.awayTeamId === game.away ? item : undefined;
  return (
    <li>
      <div className={styles.match} role="group" aria-label={label}>
        <div className={styles.teams}>
          {side('homeTeamId')}
          <span className={styles.dash} aria-hidden="true">
            vs
          </span>
          {side('awayTeamId')}
        </div>
        <div className={styles.when}>
          <DateInput value={date ?? match.dateISO ?? ''} disabled={busy} onDraft={setDate} onCommit={commitDate} />
          <TimeSelect value={match.time ?? ''} disabled={busy} onChange={(time) => onChange({ time })} />
        </div>
        <div className={styles.meta}>
          <CheckOption label="Elimination" checked={match.isElimination} disabled={busy} onChange={(e) => onChange({ isElimination: e.target.checked })} />
          {statsHref && !stats.disabled ? (
            <Link className={styles.stats} to={statsHref}>
              Stats
            </Link>
          ) : (
            <Button size="sm" variant="ghost" disabled title={stats.title ?? 'This game is not saved yet'}>
              Stats
            </Button>
          )}
        </div>
        {(picks.length > 0 || scored || game?.bye) && (
          <div className={lineStyles.line}>
            {picks.map((text) => (
              <span key={text} className={lineStyles.hint}>
                {text}
              </span>
            ))}
            {game?.bye && <span>{game.winner ? `${nameOf(game.winner)} goes on without playing (BYE).` : 'The other side goes on without playing (BYE).'}</span>}
            {scored && <CustomScore key={scored.id} item={scored} elimination={match.isElimination} prepare={(fields) => prepareScore(scored, fields)} />}
          </div>
        )}
      </div>
    </li>
  );
}
