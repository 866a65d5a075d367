import { VisuallyHidden } from 'shared-ui';

/** The statistics table's head: the home team's column, the statistic's name, the away team's column. */
export function StatisticsTableHead({ homeName, awayName }: { homeName: string; awayName: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{homeName}</th>
        <th scope="col">
          <VisuallyHidden>Statistic</VisuallyHidden>
        </th>
        <th scope="col">{awayName}</th>
      </tr>
    </thead>
  );
}
