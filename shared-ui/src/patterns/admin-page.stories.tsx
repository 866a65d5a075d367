import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { AppFooter } from '../components/app-footer/app-footer';
import { Badge } from '../components/badge/badge';
import { Button } from '../components/button/button';
import { Card } from '../components/card/card';
import { EmptyState } from '../components/empty-state/empty-state';
import { EntityAvatar } from '../components/entity-avatar/entity-avatar';
import { LoggedInBar } from '../components/logged-in-bar/logged-in-bar';
import { navLinkClassName } from '../components/nav-link/nav-link';
import { PageHeader } from '../components/page-header/page-header';
import { StatGrid, StatTile } from '../components/stat-tile/stat-tile';
import { TeamColors } from '../components/team-colors/team-colors';
import { TextField } from '../components/text-field/text-field';
import { ThemeToggle } from '../components/theme-toggle/theme-toggle';
import type { ThemeName } from '../theme/theme';

const teams = [
  { name: 'Arsenal', colors: ['#EF0107', '#FFFFFF'], players: 26 },
  { name: 'Chelsea', colors: ['#034694'], players: 28 },
  { name: 'Newcastle United', colors: ['#241F20', '#FFFFFF'], players: 25 },
];

/** The kit composed into a signed-in screen, to judge spacing, hierarchy and both themes together. */
function AdminPage({ empty = false }: { empty?: boolean }) {
  const [theme, setTheme] = useState<ThemeName>(
    document.documentElement.dataset.theme === 'bright' ? 'bright' : 'dark',
  );
  // The toggle themes this page only (a scoped data-theme), leaving the toolbar's choice alone.
  return (
    <div
      data-theme={theme}
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        background: 'var(--ft-color-bg)',
        color: 'var(--ft-color-text)',
      }}
    >
      <LoggedInBar
        organizerName="City Youth League"
        links={['Tournaments', 'Teams', 'Calendar', 'Home'].map((label) => (
          <a
            key={label}
            href={`#${label.toLowerCase()}`}
            className={navLinkClassName()}
            aria-current={label === 'Teams' ? 'page' : undefined}
          >
            {label}
          </a>
        ))}
        actions={<ThemeToggle theme={theme} onToggle={setTheme} />}
      />
      <main style={{ width: '100%', maxWidth: 'var(--ft-content-max-width)', margin: '0 auto', padding: 24 }}>
        <PageHeader
          title="Teams"
          subtitle="Squads, colours and players"
          eyebrow={<Badge tone="accent">Organizer</Badge>}
          actions={<Button>Create team</Button>}
        />
        <StatGrid style={{ marginBottom: 24 }}>
          <StatTile icon="👕" label="Teams" value={empty ? 0 : teams.length} />
          <StatTile icon="🧍" label="Players" value={empty ? 0 : 79} />
          <StatTile icon="🏆" label="Tournaments" value={empty ? 0 : 2} />
          <StatTile icon="📅" label="Matches" value={empty ? 0 : 12} tone="accent" />
        </StatGrid>
        <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }}>
          <Card title="New team">
            <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
              <TextField label="Team name" name="name" required />
              <TextField label="Primary color" name="color" type="color" defaultValue="#22c55e" />
              <Button type="submit">Save</Button>
            </form>
          </Card>
          <Card title={`Your teams (${empty ? 0 : teams.length})`}>
            {empty ? (
              <EmptyState icon="👕" title="No teams yet" description="Create a team to see it here." headingLevel={3} />
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
                {teams.map((team) => (
                  <li key={team.name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                    <EntityAvatar name={team.name} decorative />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <div style={{ fontWeight: 600 }}>{team.name}</div>
                      <div style={{ fontSize: 12, color: 'var(--ft-color-text-muted)' }}>{team.players} players</div>
                    </div>
                    <TeamColors colors={team.colors} size="sm" />
                    <Button size="sm" variant="secondary">
                      Manage
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </main>
      <AppFooter>
        <p>Footer text.</p>
      </AppFooter>
    </div>
  );
}

const meta = {
  title: 'Patterns/Admin page',
  component: AdminPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { empty: true } };
