import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamLabel } from './team-info';
import { linkedTeamName } from './team-link';

const teams = new Map([['a', { name: 'Arsenal' }]]);

describe('teamLabel', () => {
  it("is a loaded team's name, else the domain's slot label", () => {
    expect([teamLabel('a', teams), teamLabel('seed-2', teams), teamLabel('team_gone', teams)]).toEqual(['Arsenal', 'Seed 2', 'Unknown team']);
  });
});

describe('linkedTeamName', () => {
  it("uses the remote's link renderer when given", () => {
    render(<>{linkedTeamName('a', 'Arsenal', { renderTeamLink: ({ teamId, children }) => <a href={`/r/${teamId}`}>{children}</a>, teamHref: () => '/never' })}</>);
    expect(screen.getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/r/a');
  });

  it('renders a plain link from teamHref', () => {
    render(<>{linkedTeamName('a', 'Arsenal', { teamHref: (id) => `/public/teams/${id}` }, 'name')}</>);
    const link = screen.getByRole('link', { name: 'Arsenal' });
    expect([link.getAttribute('href'), link.className]).toEqual(['/public/teams/a', 'name']);
  });

  it('leaves unknown teams and unlinked screens as text', () => {
    render(
      <>
        {linkedTeamName(undefined, 'Seed 1', { teamHref: (id) => `/t/${id}` })}
        {linkedTeamName('a', 'Arsenal', {})}
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Seed 1Arsenal')).toBeTruthy();
  });
});
