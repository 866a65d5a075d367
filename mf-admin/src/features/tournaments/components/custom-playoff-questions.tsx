import { clearedResultText, knockoutScoreText, type ClearedResult } from 'shared-domain';
import { playedGameText, type PlayedGameToDelete } from 'shared-domain/playoff-editing';
import type { ConfirmRequest } from 'shared-ui';
import { ClearedResultsText } from './cleared-results-text';

type NameOf = (teamId: string) => string;

/** "Delete played games?" with one line per game: "Semi-finals, game 2: Alpha vs Beta (2–1)". */
export function deletePlayedQuestion(played: readonly PlayedGameToDelete[], nameOf: NameOf): ConfirmRequest {
  return {
    title: 'Delete played games?',
    danger: true,
    body: (
      <>
        <p>These games and their results will be deleted:</p>
        <ul>
          {played.map((game) => (
            <li key={game.matchId}>{playedGameText(game, nameOf)}</li>
          ))}
        </ul>
      </>
    ),
  };
}

/** "Change this result?": an edit that changes who plays later games that have results (playoffs/result-changes.ts). */
export function laterResultsQuestion(cleared: readonly ClearedResult[], nameOf: NameOf): ConfirmRequest {
  return { title: 'Change this result?', danger: true, body: <ClearedResultsText cleared={cleared} nameOf={nameOf} /> };
}

/**
 * A side picked anew in a game that has a result (issue 22): "This game has a result (2–1). Changing a
 * team clears it.", with the later results that go with it; Clear result or Cancel.
 */
export function teamChangeQuestion(matchId: string, cleared: readonly ClearedResult[], nameOf: NameOf): ConfirmRequest {
  const own = cleared.find((c) => c.matchId === matchId);
  const later = cleared.filter((c) => c.matchId !== matchId);
  if (!own) return laterResultsQuestion(cleared, nameOf);
  return {
    title: 'Change this team?',
    confirmLabel: 'Clear result',
    danger: true,
    body: (
      <>
        <p>This game has a result ({knockoutScoreText(own) ?? 'goal events'}). Changing a team clears it.</p>
        {later.length > 0 && (
          <>
            <p>Later games lose their results too:</p>
            <ul>
              {later.map((c) => (
                <li key={c.matchId}>{clearedResultText(c, nameOf)}</li>
              ))}
            </ul>
          </>
        )}
      </>
    ),
  };
}
