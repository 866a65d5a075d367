import type { Season } from '../support/premier-league-season';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The baseline: the season's final table as one hand-written HTML document with inline styles and no
 * script, the fastest a page showing that table can be. Same row structure as the app's League table
 * (team name in a row header, points in the last cell), so one probe finds both.
 */
export function staticTablePage(season: Season): string {
  const rows = season.finalTable
    .map((r) => {
      const gd = r.goalsFor - r.goalsAgainst;
      const cells = [r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, gd > 0 ? `+${gd}` : gd, r.points];
      return `<tr><td>${r.position}</td><th scope="row">${escape(r.team)}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(season.competition)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #111; }
table { border-collapse: collapse; }
th, td { padding: .25rem .75rem; border-bottom: 1px solid #ddd; text-align: right; }
th[scope="row"] { text-align: left; }
</style>
</head>
<body>
<h1>${escape(season.competition)}</h1>
<section aria-label="League table">
<table>
<thead><tr><th>#</th><th>Team</th><th>P</th><th>W</th><th>D</th><th>L</th><th>GF</th><th>GA</th><th>GD</th><th>Pts</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>
</body>
</html>
`;
}
