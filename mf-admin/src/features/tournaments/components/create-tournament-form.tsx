import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { teamsRepository, tournamentsRepository, useLoad } from 'shared-data';
import {
  CUSTOM_PLAYOFF_TEAM_OPTIONS,
  DEFAULT_CUSTOM_PLAYOFF_BYE,
  DEFAULT_CUSTOM_PLAYOFF_TEAMS,
  DEFAULT_PLAYOFF_QUALIFIERS,
  DEFAULT_TOURNAMENT_MODE,
  LEAGUE_ROUND_OPTIONS,
  PLAYOFF_QUALIFIER_OPTIONS,
  TOURNAMENT_MODES,
  TOURNAMENT_MODE_LABELS,
  createDefaultCustomPlayoffConfig,
  createTournamentBlocker,
  defaultLeagueRoundsFor,
  isTournamentMode,
  type Tournament,
  type TournamentFormat,
  type TournamentMode,
} from 'shared-domain';
import { Alert, Button, LoadingPanel, SelectField, TeamColors, TextField, buttonClassName } from 'shared-ui';

/**
 * The create-tournament form (spec §2 "Manage Tournaments", §4, §5, §9): name, teams, and the format
 * (mode, league rounds, playoff qualifiers or custom playoff settings). Submit stays disabled until
 * the rules allow it, with the reason written next to it.
 */
export function CreateTournamentForm({ organizerId, onCreated }: { organizerId: string; onCreated: (tournament: Tournament) => void }) {
  const teams = useLoad(() => teamsRepository.listByOrganizer(organizerId), [organizerId]);
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [mode, setMode] = useState<TournamentMode>(DEFAULT_TOURNAMENT_MODE);
  const [rounds, setRounds] = useState<number | null>(null);
  const [qualifiers, setQualifiers] = useState<number>(DEFAULT_PLAYOFF_QUALIFIERS);
  const [playoffTeams, setPlayoffTeams] = useState<number>(DEFAULT_CUSTOM_PLAYOFF_TEAMS);
  const [enableBye, setEnableBye] = useState<boolean>(DEFAULT_CUSTOM_PLAYOFF_BYE);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blockerId = useId();

  const list = teams.status === 'ready' ? teams.data : [];
  // Rounds follow the mode's default (2 for the combined format) until the organizer picks a value.
  const effectiveRounds = rounds ?? defaultLeagueRoundsFor(mode);
  const format: Partial<TournamentFormat> = { mode, rounds: effectiveRounds };
  if (mode === 'league_playoff') format.playoffQualifiers = qualifiers;
  if (mode === 'league_custom_playoff') format.customPlayoffConfig = { ...createDefaultCustomPlayoffConfig(), playoffTeams, enableBye };
  const blocker = createTournamentBlocker({ name, teamIds: selected, format });

  const toggleTeam = (teamId: string, checked: boolean) =>
    setSelected((ids) => (checked ? [...ids.filter((id) => id !== teamId), teamId] : ids.filter((id) => id !== teamId)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocker || saving) return;
    setSaving(true);
    setError(null);
    try {
      // Keep the teams in the order they are listed, not the order they were ticked.
      const teamIds = list.map((t) => t.id).filter((id) => selected.includes(id));
      const tournament = await tournamentsRepository.create({ name, teamIds, format }, organizerId);
      onCreated(tournament);
    } catch (failure) {
      console.error('Creating a tournament failed', failure);
      setError('The tournament could not be created. Please try again.');
      setSaving(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-label="Create tournament">
      <TextField label="Tournament Name" name="tournament-name" required value={name} onChange={(e) => setName(e.target.value)} />

      <fieldset className="tour-teams-picker">
        <legend>
          Teams <span className="admin-muted">({selected.length} of {list.length} selected)</span>
        </legend>
        {teams.status === 'loading' && <LoadingPanel compact text="Loading teams..." />}
        {teams.status === 'failed' && (
          <Alert tone="error">
            Could not load your teams.{' '}
            <Button size="sm" variant="ghost" onClick={teams.reload}>
              Retry
            </Button>
          </Alert>
        )}
        {teams.status === 'ready' && list.length === 0 && (
          <p className="admin-muted">
            You have no teams yet. A tournament needs at least 2.{' '}
            <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to="/teams">
              Create teams
            </Link>
          </p>
        )}
        {list.length > 0 && (
          <>
            <div className="admin-actions">
              <Button size="sm" variant="secondary" onClick={() => setSelected(list.map((t) => t.id))} disabled={selected.length === list.length}>
                Select All
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSelected([])} disabled={selected.length === 0}>
                Select None
              </Button>
            </div>
            <ul className="tour-teams-picker__list">
              {list.map((team) => (
                <li key={team.id}>
                  <label className="tour-check">
                    <input type="checkbox" checked={selected.includes(team.id)} onChange={(e) => toggleTeam(team.id, e.target.checked)} />
                    {/* Decorative here: the checkbox's name is the team name alone. */}
                    <span aria-hidden="true" className="tour-check__colors">
                      <TeamColors colors={team.colors} size="sm" />
                    </span>
                    <span className="tour-check__text">{team.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </fieldset>

      <div className="admin-grid-2 tour-format-grid">
        <SelectField
          label="Format"
          name="mode"
          value={mode}
          onChange={(e) => isTournamentMode(e.target.value) && setMode(e.target.value)}
          options={TOURNAMENT_MODES.map((m) => ({ value: m, label: TOURNAMENT_MODE_LABELS[m] }))}
        />
        <SelectField
          label="League Rounds"
          name="rounds"
          hint="How many times each team meets every other team."
          value={String(effectiveRounds)}
          onChange={(e) => setRounds(Number(e.target.value))}
          options={LEAGUE_ROUND_OPTIONS.map((r) => ({ value: String(r), label: String(r) }))}
        />
        {mode === 'league_playoff' && (
          <SelectField
            label="Playoff Qualifiers"
            name="playoff-qualifiers"
            hint="The top teams of the table go to the playoffs."
            value={String(qualifiers)}
            onChange={(e) => setQualifiers(Number(e.target.value))}
            options={PLAYOFF_QUALIFIER_OPTIONS.map((q) => ({ value: String(q), label: `Top ${q}` }))}
          />
        )}
        {mode === 'league_custom_playoff' && (
          <>
            <SelectField
              label="Playoff Teams"
              name="playoff-teams"
              value={String(playoffTeams)}
              onChange={(e) => setPlayoffTeams(Number(e.target.value))}
              options={CUSTOM_PLAYOFF_TEAM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
            />
            <label className="tour-check tour-check--field">
              <input type="checkbox" checked={enableBye} onChange={(e) => setEnableBye(e.target.checked)} />
              <span className="tour-check__text">Enable bye</span>
            </label>
          </>
        )}
      </div>
      {mode === 'swiss_elimination' && (
        <p className="admin-muted">League matches first, then knockout rounds down to semifinals and a final (at least 4 teams).</p>
      )}

      {error && <Alert tone="error">{error}</Alert>}
      <div className="admin-actions">
        <Button type="submit" disabled={blocker !== null} loading={saving} loadingText="Creating..." aria-describedby={blocker ? blockerId : undefined}>
          Create Tournament
        </Button>
        {blocker && (
          <span id={blockerId} className="admin-muted">
            {blocker}
          </span>
        )}
      </div>
    </form>
  );
}
