import { fireEvent, screen, within } from '@testing-library/react';
import type { MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLoadedMatchScreen, setUpMatchStore } from '../../../../testing/match-screen';

let memory: MemoryStorage;
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  memory = setUpMatchStore();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

const card = () => screen.getByRole('region', { name: 'Embed this match' });
const expectedSnippet = () =>
  `<script src="${window.location.origin}/widget.js" defer></script>\n<match-center-widget tournament-id="t1" match-id="m1"></match-center-widget>`;

describe('Embed this match (the organizer\'s match centre)', () => {
  it('shows the snippet for this match, copies it, and links to the embed guide opened on it', async () => {
    await renderLoadedMatchScreen();
    expect(within(card()).getByRole('region', { name: 'Embed snippet' }).textContent).toBe(expectedSnippet());
    expect(within(card()).getByRole('link', { name: 'Open embed guide' }).getAttribute('href')).toBe('/embed?tournament=t1&match=m1');
    expect(within(card()).getByText('The widget shows the match only while the tournament is public.')).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: 'Copy snippet' }));
    expect(await within(card()).findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expectedSnippet());
  });

  it('selects the snippet when the clipboard is not available', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    await renderLoadedMatchScreen();
    fireEvent.click(within(card()).getByRole('button', { name: 'Copy snippet' }));
    expect(await within(card()).findByText('Selected: press Ctrl+C (⌘C on a Mac) to copy')).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(expectedSnippet());
  });

  it('says the widget will not show the match while the tournament is private', async () => {
    const [tournament] = memory.all<Tournament>('tournaments');
    memory.seed('tournaments', [{ ...tournament!, visibility: 'private' }]);
    await renderLoadedMatchScreen();
    expect(within(card()).getByText(/This tournament is private: the widget shows "Match not available"/)).toBeTruthy();
  });
});
