import { useForm } from 'react-hook-form';
import { setLineupRole, type Lineups, type Match, type MatchSide } from 'shared-domain';
import { Button } from 'shared-ui';
import { useMatchSaving } from '../../api/use-match-save-mutation';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import { TeamLineup, type LineupToggle } from './team-lineup';
import styles from './lineups-tab.module.css';

const lineupsOrEmpty = (lineups: Match['lineups']): Lineups => ({
  home: { starting: [], substitutes: [], ...lineups?.home },
  away: { starting: [], substitutes: [], ...lineups?.away },
});

/**
 * Lineups (spec §3): per side, starting players and substitutes chosen from that team's players
 * (a player is in at most one of the two), with counts. Saved with a version check.
 */
export function LineupsTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const save = useMatchVersionedMutation(match.tournamentId, match.id);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const { handleSubmit, getValues, setValue, watch } = useForm<Lineups>({ defaultValues: lineupsOrEmpty(match.lineups) });
  const lineups = watch();
  const toggle: LineupToggle = (side: MatchSide, playerId, role, checked) =>
    setValue(side, setLineupRole(getValues(), side, playerId, checked ? role : 'none')[side], { shouldDirty: true });
  const onSubmit = (lineups: Lineups) => save.mutate({ change: () => ({ lineups }), successText: 'Lineups saved.' });
  return (
    <form className={stack.stack} aria-label="Lineups" onSubmit={handleSubmit(onSubmit)}>
      <div className={styles.sides}>
        <TeamLineup side="home" name={sides.name('home')} players={sides.players('home')} lineup={lineups.home} onToggle={toggle} />
        <TeamLineup side="away" name={sides.name('away')} players={sides.players('away')} lineup={lineups.away} onToggle={toggle} />
      </div>
      <div>
        <Button type="submit" loading={saving}>
          Save Lineups
        </Button>
      </div>
    </form>
  );
}
