import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, TestDataProvider, type TestStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { useTeamQuery } from '../../../common/api/use-team-query';
import { useTeamEditor } from '../../../common/hooks/use-team-editor';
import { TeamImages } from './team-images';

const team: Team = { id: 'team_1_a', name: 'Rovers', colors: [], players: [], organizerId: 'o', createdAtISO: '', version: 2, logo: 'https://x/media/teams/team_1_a/logo-1.png' };

function ImagesOf({ team: read }: { team: Team }) {
  return <TeamImages editor={useTeamEditor(read)} />;
}

function Harness() {
  const query = useTeamQuery(team.id);
  return query.data ? <ImagesOf team={query.data} /> : null;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png', { type: 'image/png' });
const choose = (label: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [png()] } });
  });

async function renderImages() {
  render(
    <TestDataProvider>
      <Harness />
    </TestDataProvider>,
  );
  await screen.findByLabelText('Team logo');
}

let memory: TestStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [team]);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('TeamImages (spec §2 team logo and photo upload)', () => {
  it('shows the current logo and saves an uploaded one on the team', async () => {
    await renderImages();
    expect(screen.getByRole('img', { name: 'Current team logo' }).getAttribute('src')).toBe(team.logo);
    await choose('Team logo');
    expect(await screen.findByText('Logo uploaded successfully!')).toBeTruthy();
    const [stored] = memory.images.uploads;
    expect(stored!.key).toMatch(/^teams\/team_1_a\/logo-\d+\.png$/);
    const logo = memory.all<Team>('teams')[0]!.logo!;
    expect(logo.endsWith(`/media/${stored!.key}`)).toBe(true);
    expect(memory.all<Team>('teams')[0]!.version).toBe(3);
    expect(screen.getByRole('img', { name: 'Current team logo' }).getAttribute('src')).toBe(logo);
  });

  it('photo: a lost race over another field saves the photo on the stored team', async () => {
    await renderImages();
    memory.seed('teams', [{ ...team, name: 'Renamed', version: 5 }]);
    await choose('Team photo');
    expect(await screen.findByText('Photo uploaded successfully!')).toBeTruthy();
    expect(memory.all<Team>('teams')[0]).toMatchObject({ name: 'Renamed', version: 6 });
    expect(memory.all<Team>('teams')[0]!.photo).toMatch(/\/media\/teams\/team_1_a\/photo-\d+\.png$/);
  });

  it('logo: a lost race against another logo, with nobody to ask, is an upload error and nothing is overwritten', async () => {
    await renderImages();
    memory.seed('teams', [{ ...team, logo: 'https://x/media/teams/team_1_a/logo-2.png', version: 5 }]);
    await choose('Team logo');
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain('This team was changed elsewhere; the latest version is shown.');
    expect(memory.all<Team>('teams')[0]).toMatchObject({ logo: 'https://x/media/teams/team_1_a/logo-2.png', version: 5 });
  });

  it('an upload that fails saves nothing and says why', async () => {
    await renderImages();
    memory.images.failUploads();
    await choose('Team logo');
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain('Error uploading logo');
    expect(alert).toContain('offline');
    expect(memory.all<Team>('teams')[0]).toMatchObject({ logo: team.logo, version: 2 });
  });
});
