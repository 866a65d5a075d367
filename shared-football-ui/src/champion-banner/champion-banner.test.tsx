import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChampionBanner } from './champion-banner';

const teams = new Map([['ars', { name: 'Arsenal', colors: ['#EF0107'] }]]);

describe('ChampionBanner', () => {
  it('says who won, as a status that is announced', () => {
    render(<ChampionBanner teamId="ars" teams={teams} />);
    expect(screen.getByRole('status').textContent).toContain('Champion: Arsenal');
  });

  it('links the name through the screen when asked', () => {
    render(<ChampionBanner teamId="ars" teams={teams} renderName={(name) => <a href="/teams/ars">{name}</a>} />);
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/ars');
  });
});
