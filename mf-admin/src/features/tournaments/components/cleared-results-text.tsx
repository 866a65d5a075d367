import { clearedResultText, type ClearedResult } from 'shared-domain';

/** The confirmation's body when an edit changes who plays later knockout games. */
export function ClearedResultsText({ cleared, nameOf }: { cleared: readonly ClearedResult[]; nameOf: (teamId: string) => string }) {
  const [only] = cleared;
  return (
    <>
      <p>The teams of later games change, so results they did not play cannot stay.</p>
      {cleared.length === 1 && only ? (
        <p>This will clear the result of {clearedResultText(only, nameOf)}.</p>
      ) : (
        <>
          <p>This will clear the result of these games:</p>
          <ul>
            {cleared.map((c) => (
              <li key={c.matchId}>{clearedResultText(c, nameOf)}</li>
            ))}
          </ul>
        </>
      )}
      <p>Cancel keeps everything as it is.</p>
    </>
  );
}
