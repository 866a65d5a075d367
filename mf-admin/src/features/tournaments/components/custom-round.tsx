import { useId, useState } from 'react';
import { MAX_CUSTOM_ROUND_GAMES, MIN_CUSTOM_ROUND_GAMES, type CustomPlayoffMatch, type CustomPlayoffMatchChange, type CustomPlayoffRound, type Match, type MatchPatch } from 'shared-domain';
import { isResolvedTeam, type CustomEntryOptions, type ResolvedCustomGame } from 'shared-domain/playoff-editing';
import { Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './custom-playoff-editor.module.css';
import { CustomMatchRow } from './custom-match-row';
import { commitOnEnter } from './commit-on-enter';

interface CustomRoundProps {
  round: CustomPlayoffRound;
  /** What a side of this round's games may be. */
  options: CustomEntryOptions;
  /** The games as they stand (sides resolved), by id. */
  games: ReadonlyMap<string, ResolvedCustomGame>;
  /** The games already kept as match items (they have a score and a Stats page), by id. */
  items: ReadonlyMap<string, Match>;
  entryLabel: (value: string) => string;
  nameOf: (teamId: string) => string;
  prepareScore: (item: Match, fields: MatchPatch) => Promise<readonly string[] | null>;
  tournamentId: string;
  busy: boolean;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
  onChange: (match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => void;
  onInvalid: (message: string) => void;
}

/** A custom playoff round (a region named by its heading): its games, its quantity of games (applied on blur or Enter) and Remove Round. */
export function CustomRound({ round, options, games, items, entryLabel, nameOf, prepareScore, tournamentId, busy, onQuantity, onRemove, onChange, onInvalid }: CustomRoundProps) {
  const headingId = useId();
  const [quantity, setQuantity] = useState<string | null>(null);
  const commitQuantity = () => {
    if (quantity === null) return;
    if (quantity !== String(round.quantityOfGames)) onQuantity(quantity);
    setQuantity(null);
  };
  // A side reads as its team once known ("Arsenal"), else as picked ("Winner of Semi-finals, game 1", "TBD").
  const sideName = (value: string, resolved: string | null = null) => (isResolvedTeam(resolved) ? nameOf(resolved) : entryLabel(value));
  const controls = (
    <div className={styles.roundActions}>
      <TextField
        label="Games"
        type="number"
        min={MIN_CUSTOM_ROUND_GAMES}
        max={MAX_CUSTOM_ROUND_GAMES}
        fieldClassName={styles.quantity}
        value={quantity ?? String(round.quantityOfGames)}
        disabled={busy}
        onChange={(e) => setQuantity(e.target.value)}
        onBlur={commitQuantity}
        onKeyDown={commitOnEnter(commitQuantity)}
      />
      <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy}>
        Remove Round
      </Button>
    </div>
  );
  return (
    <section className={styles.round} aria-labelledby={headingId}>
      <div className={styles.roundHeader}>
        <h3 id={headingId} className={styles.roundTitle}>
          {round.name}
        </h3>
        {controls}
      </div>
      {round.description && <p className={`${layout.muted} ${styles.flush}`}>{round.description}</p>}
      <ul className={styles.games}>
        {round.matches.map((match, index) => {
          const game = games.get(match.id);
          return (
            <CustomMatchRow
              key={match.id}
              label={`${round.name}, game ${index + 1}: ${sideName(match.homeTeamId, game?.home)} vs ${sideName(match.awayTeamId, game?.away)}`}
              match={match}
              options={options}
              game={game}
              item={items.get(match.id)}
              entryLabel={entryLabel}
              nameOf={nameOf}
              statsHref={items.has(match.id) ? `/tournaments/${tournamentId}/matches/${match.id}` : null}
              busy={busy}
              onChange={(change) => onChange(match, change)}
              onInvalid={onInvalid}
              prepareScore={prepareScore}
            />
          );
        })}
      </ul>
    </section>
  );
}
