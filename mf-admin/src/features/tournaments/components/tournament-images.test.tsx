import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tournament } from 'shared-domain';

const data = vi.hoisted(() => ({ uploadImage: vi.fn() }));
vi.mock('shared-data', () => ({ uploadImage: data.uploadImage, checkImageFile: async () => null }));

const { TournamentImages } = await import('./tournament-images');

const tournament = { id: 'tournament_1_t', name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'o', createdAtISO: '', version: 1 } as Tournament;
const file = () => new File([new Uint8Array(8)], 'a.png', { type: 'image/png' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('TournamentImages (spec §2 "Top: logo (uploadable)", backgroundImage)', () => {
  it('uploads to the tournament keys and saves logo / backgroundImage; one upload at a time', async () => {
    let finish!: (url: string) => void;
    data.uploadImage.mockReset().mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    const save = vi.fn(async () => 'saved' as const);
    render(<TournamentImages tournament={tournament} save={save} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Tournament logo'), { target: { files: [file()] } });
    });
    expect(data.uploadImage).toHaveBeenCalledWith({ kind: 'tournament-logo', tournamentId: 'tournament_1_t' }, expect.any(File));
    expect((screen.getByLabelText('Background image') as HTMLInputElement).disabled).toBe(true);
    await act(async () => finish('https://x/media/logo.png'));
    expect(save).toHaveBeenCalledWith({ logo: 'https://x/media/logo.png' });
    expect(screen.getByRole('status').textContent).toContain('Upload successful!');
    expect((screen.getByLabelText('Background image') as HTMLInputElement).disabled).toBe(false);

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Background image'), { target: { files: [file()] } });
    });
    expect(data.uploadImage).toHaveBeenLastCalledWith({ kind: 'tournament-background', tournamentId: 'tournament_1_t' }, expect.any(File));
    await act(async () => finish('https://x/media/bg.png'));
    expect(save).toHaveBeenLastCalledWith({ backgroundImage: 'https://x/media/bg.png' });
  });

  it('a lost race reads "Upload failed: {reason}"', async () => {
    data.uploadImage.mockReset().mockResolvedValue('https://x/media/logo.png');
    render(<TournamentImages tournament={tournament} save={async () => 'conflict'} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Tournament logo'), { target: { files: [file()] } });
    });
    expect(screen.getByRole('alert').textContent).toContain('Upload failed: This tournament was changed elsewhere; the latest version is shown.');
  });
});
