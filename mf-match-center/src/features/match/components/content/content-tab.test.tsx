import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseMatch, changeElsewhere, renderMatchTab, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

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

  it('a report typed and not saved comes back when the screen opens again; saving it ends the draft (issue 22)', async () => {
    const report = 'A long match report. '.repeat(35);
    const first = await renderMatchTab('Content');
    await userEvent.clear(screen.getByLabelText('Report'));
    await userEvent.click(screen.getByLabelText('Report'));
    await userEvent.paste(report);
    first.unmount();
    await renderMatchTab('Content');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Report').value).toBe(report);
    expect(screen.getByText('Unsaved changes restored.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Video URL'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    expect(await screen.findByText('Content saved.')).toBeTruthy();
    expect(storedMatch(memory)?.report).toBe(report);
    expect(sessionStorage.length).toBe(0);
  });

  it('content saved elsewhere meanwhile is kept beside mine; the same text changed differently asks which to keep (issue 22)', async () => {
    await renderMatchTab('Content');
    await userEvent.clear(screen.getByLabelText('Video URL'));
    await userEvent.type(screen.getByLabelText('Preview'), 'Derby day');
    changeElsewhere(memory, { report: 'Written elsewhere', preview: 'Their preview' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Content' }));
    const question = await screen.findByRole('alertdialog', { name: 'Changed in two places' });
    expect(question.textContent).toContain('Yours: “Derby day” · Elsewhere: “Their preview”');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep theirs' }));
    expect(await screen.findByText('Content saved. Also updated elsewhere: Preview, Report.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ preview: 'Their preview', report: 'Written elsewhere' });
    expect(storedMatch(memory)?.videoUrl).toBeUndefined();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Preview').value).toBe('Their preview');
  });
});
