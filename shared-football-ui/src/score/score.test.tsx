import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Score } from './score';

describe('Score', () => {
  it.each([
    { home: 2, away: 1, text: '2 – 1', name: 'Score 2 – 1' },
    { home: 0, away: 0, text: '0 – 0', name: 'Score 0 – 0' },
    { home: 1, away: null, text: '– : –', name: 'No score yet' },
    { home: undefined, away: 3, text: '– : –', name: 'No score yet' },
    { home: undefined, away: undefined, text: '– : –', name: 'No score yet' },
  ])('$home and $away show "$text", named "$name"', ({ home, away, text, name }) => {
    render(<Score homeGoals={home} awayGoals={away} />);
    expect(screen.getByRole('img', { name }).textContent).toBe(text);
  });

  it('takes its own names and empty text', () => {
    render(
      <>
        <Score homeGoals={3} awayGoals={0} label={(text) => `Final score ${text}`} />
        <Score homeGoals={null} awayGoals={null} emptyText="vs" emptyLabel="Not played" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Final score 3 – 0' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Not played' }).textContent).toBe('vs');
  });

  it('shows a decided shoot-out after a level score, and ignores an undecided one', () => {
    render(
      <>
        <Score homeGoals={1} awayGoals={1} homePenalties={4} awayPenalties={3} />
        <Score homeGoals={2} awayGoals={2} homePenalties={4} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Score 1 – 1, 4–3 on penalties' }).textContent).toBe('1–1 (4–3 pens)');
    expect(screen.getByRole('img', { name: 'Score 2 – 2' }).textContent).toBe('2 – 2');
  });
});
