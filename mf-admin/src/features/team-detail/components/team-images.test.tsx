import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from 'shared-domain';
import type { SaveOutcome, TeamChanges, TeamEditor } from '../../../common/hooks/use-team-editor';

const data = vi.hoisted(() => ({ uploadImage: vi.fn() }));
vi.mock('shared-data', () => ({ uploadImage: data.uploadImage, checkImageFile: async () => null }));

const { TeamImages } = await import('./team-images');

const team = { id: 'team_1_a', name: 'Rovers', colors: [], players: [], organizerId: 'o', createdAtISO: '', version: 2, logo: 'https://x/media/teams/team_1_a/logo-1.png' } as Team;

function editorWith(outcome: SaveOutcome) {
  const save = vi.fn(async (fields: (current: Team) => TeamChanges) => {
    void fields(team);
    return outcome;
  });
  const editor: TeamEditor = { team, gone: false, revision: 0, save };
  return { editor, save };
}

const choose = (label: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [new File([new Uint8Array(8)], 'a.png', { type: 'image/png' })] } });
  });

beforeEach(() => {
  data.uploadImage.mockReset().mockImplementation(async (target: { kind: string }) => `https://x/media/${target.kind}.png`);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('TeamImages (spec §2 team logo and photo upload)', () => {
  it('shows the current logo and saves an uploaded one through the editor', async () => {
    const { editor, save } = editorWith({ status: 'saved', team });
    render(<TeamImages editor={editor} />);
    expect(screen.getByRole('img', { name: 'Current team logo' }).getAttribute('src')).toBe(team.logo);
    await choose('Team logo');
    expect(data.uploadImage).toHaveBeenCalledWith({ kind: 'team-logo', teamId: 'team_1_a' }, expect.any(File));
    expect(save.mock.calls[0]![0](team)).toEqual({ logo: 'https://x/media/team-logo.png' });
    expect(screen.getByRole('status').textContent).toContain('Logo uploaded successfully!');
  });

  it('photo: a lost race is an upload error that says why', async () => {
    const { editor, save } = editorWith({ status: 'conflict', team });
    render(<TeamImages editor={editor} />);
    await choose('Team photo');
    expect(save.mock.calls[0]![0](team)).toEqual({ photo: 'https://x/media/team-photo.png' });
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain('Error uploading photo');
    expect(alert).toContain('This team was changed elsewhere; the latest version is shown.');
  });
});
