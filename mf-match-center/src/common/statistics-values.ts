import type { TeamStatistics } from 'shared-domain';

/** The statistics form's values: both sides' full statistics. */
export interface MatchStatisticsValues {
  home: TeamStatistics;
  away: TeamStatistics;
}

export const STATISTIC_FIELDS: { field: keyof TeamStatistics; label: string }[] = [
  { field: 'shots', label: 'Shots' },
  { field: 'shotsOnTarget', label: 'Shots on target' },
  { field: 'corners', label: 'Corners' },
  { field: 'fouls', label: 'Fouls' },
  { field: 'yellowCards', label: 'Yellow cards' },
  { field: 'redCards', label: 'Red cards' },
  { field: 'possession', label: 'Possession (%)' },
];
