import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Tournament } from 'shared-domain';
import { WithTournament, organizerWorld, renderWithData, tournament } from '../../../testing/tournament-world';
import { TournamentImages } from './tournament-images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = () => new File([new Uint8Array(PNG)], 'a.png', { type: 'image/png' });
const cup = tournament({ id: 'tournament_1_t' });

let memory: ReturnType<typeof organizerWorld>;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('tournaments', [cup]);
});

function renderImages() {
  renderWithData(<WithTournament id={cup.id}>{(t) => <TournamentImages tournament={t} />}</WithTournament>);
}

const choose = (label: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { files: [file()] } });
  });
const stored = () => memory.all<Tournament>('tournaments')[0]!;

describe('TournamentImages (spec §2 "Top: logo (uploadable)", backgroundImage)', () => {
  it('uploads to the tournament keys and saves logo / backgroundImage; one upload at a time', async () => {
    const release = memory.pauseWhen((op) => op.kind === 'update' && op.table === 'tournaments');
    renderImages();
    await screen.findByLabelText('Tournament logo');
    await choose('Tournament logo');
    expect((screen.getByLabelText('Background image') as HTMLInputElement).disabled).toBe(true);
    await act(async () => release());
    expect((await screen.findByRole('status')).textContent).toContain('Upload successful!');
    expect(memory.images.uploads.map((u) => u.key)).toEqual([expect.stringMatching(/^tournaments\/tournament_1_t\/logo-\d+\.png$/)]);
    expect(stored().logo).toMatch(/\/media\/tournaments\/tournament_1_t\/logo-\d+\.png$/);
    expect((screen.getByLabelText('Background image') as HTMLInputElement).disabled).toBe(false);

    await choose('Background image');
    await waitFor(() => expect(stored().backgroundImage).toMatch(/\/media\/tournaments\/tournament_1_t\/background-\d+\.png$/));
  });

  it('a lost race over another field saves the logo on the stored tournament', async () => {
    renderImages();
    await screen.findByLabelText('Tournament logo');
    memory.seed('tournaments', [{ ...cup, version: 2, name: 'Renamed elsewhere' }]);
    await choose('Tournament logo');
    expect((await screen.findByRole('status')).textContent).toContain('Upload successful!');
    expect(stored()).toMatchObject({ name: 'Renamed elsewhere', version: 3 });
    expect(stored().logo).toMatch(/\/media\/tournaments\/tournament_1_t\/logo-\d+\.png$/);
  });

  it('a lost race against another logo, with nobody to ask, reads "Upload failed: {reason}"', async () => {
    renderImages();
    await screen.findByLabelText('Tournament logo');
    memory.seed('tournaments', [{ ...cup, version: 2, logo: 'https://x/media/other-logo.png' }]);
    await choose('Tournament logo');
    expect((await screen.findByRole('alert')).textContent).toContain('Upload failed: This tournament was changed elsewhere; the latest version is shown.');
    expect(stored().logo).toBe('https://x/media/other-logo.png');
  });
});
