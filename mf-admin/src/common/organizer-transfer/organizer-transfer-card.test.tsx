import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { signInForTest, type MemoryStorage } from 'shared-data/testing';
import type { Match, Team, Tournament } from 'shared-domain';
import { organizerExport, unpackExportZip } from 'shared-domain/organizer-export';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { ORGANIZER_ID, organizerWorld, renderWithData } from '../../testing/tournament-world';

const CREATED = '2024-01-01T00:00:00.000Z';
const team = (id: string, name: string, organizerId = 'org_src'): Team => ({
  id,
  name,
  colors: ['#112233'],
  organizerId,
  createdAtISO: CREATED,
  players: [{ id: `player_${id}`, firstName: name, lastName: 'Nine', position: 'Forward', number: 9, isPublic: true, createdAtISO: CREATED }],
});
const cup: Tournament = { id: 'tournament_1_cup', name: 'Cup', format: { mode: 'league' }, teamIds: ['team_1_a', 'team_2_b'], organizerId: 'org_src', createdAtISO: CREATED, visibility: 'public' };
const game: Match = { id: 'match_1', tournamentId: cup.id, organizerId: 'org_src', homeTeamId: 'team_1_a', awayTeamId: 'team_2_b', round: 1, homeGoals: 2, awayGoals: 0 };
const document = organizerExport({ organizer: { id: 'org_src', name: 'Source FA' }, teams: [team('team_1_a', 'Rovers'), team('team_2_b', 'United')], tournaments: [cup], matches: [game], exportedAtISO: CREATED });
const exportFile = (value: unknown = document) => new File([typeof value === 'string' ? value : JSON.stringify(value)], 'source-fa-export.json', { type: 'application/json' });

let memory: MemoryStorage;
let downloads: { name: string; blob: Blob }[];
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('organizers', [{ id: ORGANIZER_ID, name: 'Home FA', email: 'home@example.test', createdAtISO: CREATED }]);
  // jsdom has no Blob URLs and does not download: the link's file is recorded instead.
  downloads = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => `blob:${blobs.push(blob) - 1}`;
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs[Number(this.href.slice('blob:'.length))]! });
  });
});

async function renderCard() {
  const user = userEvent.setup();
  renderWithData(<DashboardScreen />);
  const card = await screen.findByRole('region', { name: 'Export / Import' });
  return { user, card, input: await within(card).findByLabelText('Export file (JSON or zip)') };
}

const writes = () => memory.operations.filter((op) => ['create', 'update', 'putMany', 'remove', 'removeMany'].includes(op.kind));
const countRows = (card: HTMLElement) =>
  within(within(card).getByRole('table', { name: 'What the import does' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)].join(' '));

describe('Export / Import on the dashboard', () => {
  it('previews a file of another organizer, imports it with progress, and imported again writes nothing', async () => {
    const { user, card, input } = await renderCard();
    await user.upload(input, exportFile());
    expect(await within(card).findByText(/2 teams, 2 players, 1 tournament and 1 match/)).toBeTruthy();
    expect(countRows(card)).toEqual(['Teams 2 2 0', 'Players 2 2 0', 'Tournaments 1 1 0', 'Matches 1 1 0', 'Images 0 0 0']);
    expect(writes()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('Imported 2 teams, 2 players, 1 tournament and 1 match.')).toBeTruthy();
    const imported = memory.all<Team>('teams').filter((t) => t.organizerId === ORGANIZER_ID);
    expect(imported.map((t) => t.name)).toEqual(['Rovers', 'United']);
    expect(imported.map((t) => t.id)).not.toContain('team_1_a');
    expect(imported.map((t) => t.id)).not.toContain('team_2_b');
    expect(memory.all<Tournament>('tournaments')[0]).toMatchObject({ organizerId: ORGANIZER_ID, visibility: 'public', teamIds: imported.map((t) => t.id) });

    const before = writes().length;
    await user.upload(input, exportFile());
    expect(await within(card).findByText('Everything in this file is here already: there is nothing to import.')).toBeTruthy();
    expect(countRows(card)).toEqual(['Teams 2 0 2', 'Players 2 0 2', 'Tournaments 1 0 1', 'Matches 1 0 1', 'Images 0 0 0']);
    expect((within(card).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(writes()).toHaveLength(before);
  });

  it('shows the progress bar while it writes, and a stopped import finishes when imported again', async () => {
    const { user, card, input } = await renderCard();
    await user.upload(input, exportFile());
    await within(card).findByRole('table', { name: 'What the import does' });
    const release = memory.pauseWhen((op) => op.kind === 'putMany');
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    // The bar shows from the first item; the writes before the paused one land a moment later on a loaded machine.
    const bar = () => within(card).getByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar().getAttribute('aria-valuetext')).toBe('3 of 4 items'));
    memory.failWhen((op) => op.kind === 'putMany');
    release();
    expect(await within(card).findByText('The import stopped after 3 of 4 items.')).toBeTruthy();
    expect(memory.all<Tournament>('tournaments')[0]!.visibility).toBe('private');
    memory.stopFailing();
    await user.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('Imported 1 match.')).toBeTruthy();
    expect(memory.all<Tournament>('tournaments')[0]!.visibility).toBe('public');
  });

  it('lists the problems of a file it cannot import, with where and why, and writes nothing', async () => {
    const { user, card, input } = await renderCard();
    await user.upload(input, exportFile({ ...document, teams: [{ ...document.teams[0], players: 'none' }, document.teams[1]] }));
    const table = await within(card).findByRole('table', { name: 'Problems' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['teams[0]players: expected Array, received "none"']);
    await user.upload(input, exportFile('{"format":"something-else"}'));
    expect(await within(card).findByText('The file is not an organizer export: choose the .json or .zip file that Export made.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('exports the organizer’s data as a JSON file, or a zip, named after the organizer and the day', async () => {
    memory.seed('teams', [team('team_9_own', 'Own', ORGANIZER_ID)]);
    const { user, card } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Export' }));
    expect(await within(card).findByText(/^Downloaded home-fa-export-\d{4}-\d{2}-\d{2}\.json\.$/)).toBeTruthy();
    const json = JSON.parse(await downloads[0]!.blob.text()) as { format: string; teams: Team[] };
    expect([json.format, json.teams.map((t) => t.name)]).toEqual(['football-tournaments-organizer-export', ['Own']]);
    await user.click(within(card).getByRole('button', { name: 'Export with images (zip)' }));
    expect(await within(card).findByText(/^Downloaded home-fa-export-\d{4}-\d{2}-\d{2}\.zip\.$/)).toBeTruthy();
    expect(Object.keys(unpackExportZip(new Uint8Array(await downloads[1]!.blob.arrayBuffer()))!)).toEqual(['organizer.json']);
  });
});

describe('Export / Import for the super admin', () => {
  it('says how to choose an organizer while none is chosen, and names the chosen one', async () => {
    signInForTest({ id: 'sa', role: 'super_admin', username: 'superadmin' });
    setCurrentOrganizerId(null);
    const { unmount } = renderWithData(<DashboardScreen />);
    const card = await screen.findByRole('region', { name: 'Export / Import' });
    expect(within(card).getByText(/^Choose an organizer first: under All Organizers, select Manage/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Export' })).toBeNull();
    unmount();
    setCurrentOrganizerId(ORGANIZER_ID);
    renderWithData(<DashboardScreen />);
    const chosen = await screen.findByRole('region', { name: 'Export / Import' });
    expect(await within(chosen).findByText('Organizer: Home FA')).toBeTruthy();
    expect(await within(chosen).findByRole('button', { name: 'Export' })).toBeTruthy();
  });
});
