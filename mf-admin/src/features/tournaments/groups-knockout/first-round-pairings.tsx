import { useState } from 'react';
import type { Match, StoredKnockout } from 'shared-domain';
import { isKnockoutStarted, swapFirstRoundSides } from 'shared-domain/groups-knockout';
import { Alert, Button, SelectField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useSaveKnockoutMutation } from '../api/use-groups-knockout-mutations';

interface FirstRoundPairingsProps {
  tournamentId: string;
  knockout: StoredKnockout;
  matches: readonly Match[];
  /** A side's name: its team once known, else its group position ("Winner Group A"). */
  nameOf: (side: string) => string;
}

/**
 * The organizer's edit of the knockout's first-round pairings before it starts (issue 24): two sides of
 * the first round swap places (the crossover is only the default); the later rounds follow. Hidden once
 * a knockout game has a score (the rule refuses then anyway).
 */
export function FirstRoundPairings({ tournamentId, knockout, matches, nameOf }: FirstRoundPairingsProps) {
  const sides = [...new Set((knockout.rounds[0] ?? []).flatMap((tie) => [tie.home, tie.away]))];
  const [sideA, setSideA] = useState(sides[0] ?? '');
  const [sideB, setSideB] = useState(sides[1] ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveKnockoutMutation(tournamentId);
  if (isKnockoutStarted(knockout, matches) || sides.length < 3) return null;
  const options = sides.map((side) => ({ value: side, label: nameOf(side) }));
  const swap = async () => {
    const change = swapFirstRoundSides(knockout, sideA, sideB, matches);
    if (!change.ok) return setError(change.error);
    setError(null);
    if ((await save.mutateAsync(change.bracket)) === 'conflict') setError(TOURNAMENT_CONFLICT_MESSAGE);
  };
  return (
    <section aria-label="First-round pairings" className={layout.stack}>
      <p className={layout.muted}>Until the knockout starts, two sides of the first round can swap places.</p>
      {error && (
        <Alert tone="error" title="Not changed" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className={layout.actions}>
        <SelectField label="Swap" options={options} value={sideA} onChange={(e) => setSideA(e.target.value)} />
        <SelectField label="With" options={options} value={sideB} onChange={(e) => setSideB(e.target.value)} />
        <Button variant="secondary" disabled={save.isPending || sideA === sideB} onClick={() => void swap()}>
          Swap sides
        </Button>
      </div>
    </section>
  );
}
