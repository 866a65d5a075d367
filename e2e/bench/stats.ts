/** Small number helpers for the web benchmark's report. */

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const ms = (value: number): string => `${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString('en-US')} ms`;

export const kb = (bytes: number): string => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

export const ratio = (value: number, baseline: number): string => `${(value / baseline).toFixed(2)}×`;

/** Rows of cells as a Markdown table, so the output pastes straight into the README. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
