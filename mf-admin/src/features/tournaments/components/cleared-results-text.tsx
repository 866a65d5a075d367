import { knockoutScoreText, type ClearedResult } from 'shared-domain';

/** "Final: Arsenal vs Chelsea, 2–1": a result the organizer is about to clear. */
function clearedText(result: ClearedResult, nameOf: (teamId: string) => string): string {
  const score = knockoutScoreText(result);
  return `${result.roundName}: ${nameOf(result.homeTeamId)} vs ${nameOf(result.awayTeamId)}${score ? `, ${score}` : ''}`;
}

/** The confirmation's body when an edit changes who plays later knockout games. */
export function ClearedResultsText({ cleared, nameOf }: { cleared: readonly ClearedResult[]; nameOf: (teamId: string) => string }) {
  const [only] = cleared;
  return (
    <>
      <p>The teams of later games change, so results they did not play cannot stay.</p>
      {cleared.length === 1 && only ? (
        <p>This will clear the result of {clearedText(only, nameOf)}.</p>
      ) : (
        <>
          <p>This will clear the result of these games:</p>
          <ul>
            {cleared.map((c) => (
              <li key={c.matchId}>{clearedText(c, nameOf)}</li>
            ))}
          </ul>
        </>
      )}
      <p>Cancel keeps everything as it is.</p>
    </>
  );
}
