import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet';

describe('embedSnippet', () => {
  it.each([
    {
      name: 'the two lines of the issue, bright being the default',
      options: { origin: 'https://kickoff.example', tournamentId: 't1', matchId: 'm1' },
      lines: ['<script src="https://kickoff.example/widget.js" defer></script>', '<match-center-widget tournament-id="t1" match-id="m1"></match-center-widget>'],
    },
    {
      name: 'bright asked for explicitly reads the same',
      options: { origin: 'https://kickoff.example', tournamentId: 't1', matchId: 'm1', theme: 'bright' as const },
      lines: ['<script src="https://kickoff.example/widget.js" defer></script>', '<match-center-widget tournament-id="t1" match-id="m1"></match-center-widget>'],
    },
    {
      name: 'the dark theme as an attribute, and an origin with a trailing slash',
      options: { origin: 'http://localhost:8080/', tournamentId: 'tour_9', matchId: 'r2-m3', theme: 'dark' as const },
      lines: ['<script src="http://localhost:8080/widget.js" defer></script>', '<match-center-widget tournament-id="tour_9" match-id="r2-m3" theme="dark"></match-center-widget>'],
    },
    {
      name: 'typed ids cannot break out of their attribute',
      options: { origin: 'https://kickoff.example', tournamentId: '"><script>alert(1)</script>', matchId: 'a&b' },
      lines: [
        '<script src="https://kickoff.example/widget.js" defer></script>',
        '<match-center-widget tournament-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" match-id="a&amp;b"></match-center-widget>',
      ],
    },
  ])('$name', ({ options, lines }) => {
    expect(embedSnippet(options).split('\n')).toEqual(lines);
  });
});
