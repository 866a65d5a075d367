import { createId, type Match, type Tournament } from 'shared-domain';
import { planPlayoffReseed, reseedChangeText, reseedRefusalText, tournamentReseedInput } from 'shared-domain/playoff-editing';
import { Alert, Button, useConfirm } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useLastReseedOutcome, useReseedPlayoffsMutation } from '../api/use-reseed-playoffs-mutation';

interface ReseedPlayoffsProps {
  tournament: Tournament;
  matches: readonly Match[];
  nameOf: (teamId: string) => string;
  /**
   * The playoff section's: says why re-seeding is closed once a knockout game has a result, and how the
   * last re-seed went (the standings note only offers the action, and goes once the bracket follows the table).
   */
  explainRefusal?: boolean;
  /** The table has moved away from the seeding: only then is a closed re-seed worth a word (nobody asked otherwise). */
  seedingMoved?: boolean;
}

const names = (ids: readonly string[], nameOf: (teamId: string) => string) => ids.map(nameOf).join(', ');

/**
 * "Re-seed playoffs" (issue 22): offered while the started bracket no longer follows the table and no
 * knockout game holds a result. It asks first, naming every game whose pairing changes and the teams
 * that leave and enter; the games keep their dates and times.
 */
export function ReseedPlayoffs({ tournament, matches, nameOf, explainRefusal = false, seedingMoved = false }: ReseedPlayoffsProps) {
  const reseed = useReseedPlayoffsMutation(tournament.id);
  const { dialog, ask } = useConfirm();
  // Only previewed here: the use case draws the ids it writes.
  const result = planPlayoffReseed(tournamentReseedInput(tournament, matches, () => createId('match', 0, () => 0)));
  const last = useLastReseedOutcome(tournament.id);
  const outcome = last?.data;
  const notice =
    !explainRefusal ? null
    : outcome === 'conflict' ? { tone: 'error' as const, text: TOURNAMENT_CONFLICT_MESSAGE }
    : outcome?.kind === 'refused' ? { tone: 'error' as const, text: reseedRefusalText(outcome.refusal, nameOf) }
    : outcome?.kind === 'reseeded' ? { tone: 'success' as const, text: 'The playoffs were re-seeded from the current table.' }
    : last?.status === 'error' ? { tone: 'error' as const, text: 'The playoffs could not be re-seeded. Please try again.' }
    : null;

  const start = async () => {
    if (!result.ok) return;
    const { changes, leaving, entering } = result.plan;
    const confirmed = await ask({
      title: 'Re-seed the playoffs?',
      confirmLabel: 'Re-seed playoffs',
      body: (
        <>
          <p>The bracket is drawn again from the current table:</p>
          <ul>
            {changes.map((change) => (
              <li key={change.matchId}>{reseedChangeText(change, nameOf)}</li>
            ))}
          </ul>
          {leaving.length > 0 && <p>Leaving the playoffs: {names(leaving, nameOf)}. Entering: {names(entering, nameOf)}.</p>}
          <p>These games keep their dates and times.</p>
        </>
      ),
    });
    if (confirmed) reseed.mutate(undefined, { onError: (failure) => console.error('Re-seeding the playoffs failed', failure) });
  };

  return (
    <>
      {result.ok && result.plan.changes.length > 0 && (
        <div>
          <Button variant="secondary" onClick={() => void start()} loading={reseed.isPending} loadingText="Re-seeding...">
            Re-seed playoffs
          </Button>
        </div>
      )}
      {explainRefusal && seedingMoved && !result.ok && result.refusal.reason === 'played' && <p className={layout.muted}>{reseedRefusalText(result.refusal, nameOf)}</p>}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {dialog}
    </>
  );
}
