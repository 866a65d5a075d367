import { useForm } from 'react-hook-form';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { oneRolePerPlayer, setLineupRole, type Lineups, type Match, type MatchSide } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
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
 * (a player is in at most one of the two), with counts. What is ticked and not saved is kept as a draft;
 * saved with a version check, merged with an edit made elsewhere meanwhile (issue 22).
 */
export function LineupsTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const save = useMatchVersionedMutation(match.tournamentId, match.id, sides.name);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const form = useForm<Lineups>({ defaultValues: lineupsOrEmpty(match.lineups) });
  const { handleSubmit, getValues, setValue, watch } = form;
  const draft = useFormDraft(form, { form: 'match-lineups', itemId: match.id });
  const lineups = watch();
  const toggle: LineupToggle = (side: MatchSide, playerId, role, checked) =>
    setValue(side, setLineupRole(getValues(), side, playerId, checked ? role : 'none')[side], { shouldDirty: true });
  // Merged with an edit made elsewhere, a player ticked as a starter in one and a substitute in the other stays one role.
  const settle = (merged: Match) => ({ lineups: oneRolePerPlayer(lineupsOrEmpty(merged.lineups)) });
  const onSubmit = (lineups: Lineups) => save.mutate({ change: () => ({ lineups }), settle, successText: 'Lineups saved.', onSaved: draft.clear });
  return (
    <form className={stack.stack} aria-label="Lineups" onSubmit={handleSubmit(onSubmit)}>
      {draft.restored && (
        <Alert tone="info" onDismiss={draft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
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
