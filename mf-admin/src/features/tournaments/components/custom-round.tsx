import { useId, useState } from 'react';
import { MAX_CUSTOM_ROUND_GAMES, MIN_CUSTOM_ROUND_GAMES, type CustomPlayoffMatch, type CustomPlayoffMatchChange, type CustomPlayoffRound } from 'shared-domain';
import { Button, TextField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import styles from './custom-playoff-editor.module.css';
import { CustomMatchRow } from './custom-match-row';
import { commitOnEnter } from './commit-on-enter';

interface CustomRoundProps {
  round: CustomPlayoffRound;
  teams: readonly { id: string; name: string }[];
  /** Ids of the games already kept as match items (they have a Stats page). */
  itemIds: ReadonlySet<string>;
  tournamentId: string;
  busy: boolean;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
  onChange: (match: CustomPlayoffMatch, change: CustomPlayoffMatchChange) => void;
  onInvalid: (message: string) => void;
}

/** A custom playoff round (a region named by its heading): its games, its quantity of games (applied on blur or Enter) and Remove Round. */
export function CustomRound({ round, teams, itemIds, tournamentId, busy, onQuantity, onRemove, onChange, onInvalid }: CustomRoundProps) {
  const headingId = useId();
  const [quantity, setQuantity] = useState<string | null>(null);
  const commitQuantity = () => {
    if (quantity === null) return;
    if (quantity !== String(round.quantityOfGames)) onQuantity(quantity);
    setQuantity(null);
  };
  const nameOf = (id: string) => teams.find((t) => t.id === id)?.name || 'TBD';
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
        {round.matches.map((match, index) => (
          <CustomMatchRow
            key={match.id}
            label={`${round.name}, game ${index + 1}: ${nameOf(match.homeTeamId)} vs ${nameOf(match.awayTeamId)}`}
            match={match}
            teams={teams}
            statsHref={itemIds.has(match.id) ? `/tournaments/${tournamentId}/matches/${match.id}` : null}
            busy={busy}
            onChange={(change) => onChange(match, change)}
            onInvalid={onInvalid}
          />
        ))}
      </ul>
    </section>
  );
}
