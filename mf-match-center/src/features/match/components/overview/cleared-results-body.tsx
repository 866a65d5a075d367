import { clearedResultText, type ClearedResult } from 'shared-domain';

/**
 * The confirmation's body when a result edit changes who plays later knockout games: the same words
 * as the tournament page ("This will clear the result of Final: A vs B, 2–1."), one line per result.
 */
export function ClearedResultsBody({ cleared, nameOf }: { cleared: readonly ClearedResult[]; nameOf: (teamId: string) => string }) {
  const lines = cleared.map((result) => ({ id: result.matchId, text: clearedResultText(result, nameOf) }));
  const list =
    lines.length === 1 ? (
      <p>This will clear the result of {lines[0]?.text}.</p>
    ) : (
      <>
        <p>This will clear the result of these games:</p>
        <ul>
          {lines.map((line) => (
            <li key={line.id}>{line.text}</li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      <p>The teams of later games change, so results they did not play cannot stay.</p>
      {list}
      <p>Cancel keeps everything as it is.</p>
    </>
  );
}
