import type { FieldLabels, MatchSide } from 'shared-domain';
import { STATISTIC_FIELDS } from '../../../common/statistics-values';

/**
 * A match's fields as the match centre names them, for "Also updated elsewhere: …" and "Keep mine / Keep
 * theirs": a statistic reads "Arsenal shots", as its input is labelled; either goal count "Score"; a goal
 * "Goal" and a field in it "Minute (Goal)".
 */
export function matchFieldLabels(name: (side: MatchSide) => string): FieldLabels {
  const statistics = (side: MatchSide) => ({
    label: `${name(side)} statistics`,
    parts: Object.fromEntries(STATISTIC_FIELDS.map(({ field, label }) => [field, `${name(side)} ${label.toLowerCase()}`])),
  });
  const lineup = (side: MatchSide) => ({
    label: `${name(side)} lineup`,
    parts: { starting: `${name(side)} starting lineup`, substitutes: `${name(side)} substitutes` },
  });
  return {
    homeGoals: 'Score',
    awayGoals: 'Score',
    homePenalties: 'Shoot-out',
    awayPenalties: 'Shoot-out',
    dateISO: 'Date',
    time: 'Time',
    venue: 'Venue',
    referee: 'Referee',
    status: 'Status',
    statistics: { label: 'Statistics', parts: { home: statistics('home'), away: statistics('away') } },
    lineups: { label: 'Lineups', parts: { home: lineup('home'), away: lineup('away') } },
    goals: { label: 'Goals', item: 'Goal', parts: { playerId: 'Scorer', minute: 'Minute', type: 'Type', assistPlayerId: 'Assist' } },
    preview: 'Preview',
    report: 'Report',
    videoUrl: 'Video URL',
  };
}
