/**
 * Name of a playoff round (spec §4), counted from the end: the last round is the Final, then
 * 1/2 Final, 1/4 Final, 1/8 Final; rounds further out are "Round N" (N = 1-based round index).
 * @param roundIndex 0-based round index
 * @param totalRounds number of rounds in the bracket
 * @example playoffRoundName(0, 1) // 'Final'
 * @example playoffRoundName(0, 3) // '1/4 Final'
 * @example playoffRoundName(0, 5) // 'Round 1'
 */
export function playoffRoundName(roundIndex: number, totalRounds: number): string {
  const fromEnd = totalRounds - roundIndex;
  switch (fromEnd) {
    case 1:
      return 'Final';
    case 2:
      return '1/2 Final';
    case 3:
      return '1/4 Final';
    case 4:
      return '1/8 Final';
    default:
      return `Round ${roundIndex + 1}`;
  }
}

