import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseMatch, renderMatchTab, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore({ ...baseMatch, report: '<b>Great</b> game', videoUrl: 'javascript:alert(1)' });
});

describe('Content tab (spec §2, §3)', { timeout: 20_000 }, () => {
  it('the report is text, and the video is a link only when http(s)', async () => {
    await renderMatchTab('Content');
    expect(screen.getByText('<b>Great</b> game', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Watch the match video' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Please enter a link starting with http:// or https://')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    await userEvent.clear(screen.getByLabelText('Video URL'));
    expect(screen.queryByText('Please enter a link starting with http:// or https://')).toBeNull();
    await userEvent.type(screen.getByLabelText('Video URL'), 'https://video.example/m1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect((await screen.findByRole('link', { name: 'Watch the match video' })).getAttribute('href')).toBe('https://video.example/m1');
    expect(await screen.findByText('Content saved.')).toBeTruthy();
    expect(updateCount(memory)).toBe(1);
    expect(storedMatch(memory)).toMatchObject({ videoUrl: 'https://video.example/m1', report: '<b>Great</b> game' });
  });

  it('preview and report are saved; emptied ones are removed', async () => {
    await renderMatchTab('Content');
    await userEvent.type(screen.getByLabelText('Preview'), 'A London derby.');
    await userEvent.clear(screen.getByLabelText('Report'));
    await userEvent.clear(screen.getByLabelText('Video URL'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Content saved.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect(stored.preview).toBe('A London derby.');
    expect('report' in stored || 'videoUrl' in stored).toBe(false);
    expect(screen.getByText('A London derby.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('No report yet.')).toBeTruthy();
  });
});
