import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureData } from 'shared-data';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedScreen } from './embed-screen';

const defineMatchCenterWidget = vi.fn();
const loadWidget = vi.fn(async () => ({ defineMatchCenterWidget }));
vi.mock('../../../common/load-widget', () => ({ loadWidget: () => loadWidget() }));
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => vi.doUnmock('../../../common/load-widget'));

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  configureData({ gatewayUrl: 'https://gw.example', region: 'eu-west-1', bucket: 'media', tablePrefix: 'test-' });
  defineMatchCenterWidget.mockReset();
  loadWidget.mockClear();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderEmbed(path = '/embed?tournament=t1&match=m1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/embed" element={<EmbedScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const origin = () => window.location.origin;
const snippetText = () => screen.getByRole('region', { name: 'Embed snippet' }).textContent;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const widget = () => document.querySelector('match-center-widget');

describe('EmbedScreen (/embed)', () => {
  it('explains the snippet with this origin and fills it in from ?tournament= and ?match=', async () => {
    renderEmbed();
    expect(screen.getByRole('heading', { level: 1, name: 'Embed a match centre' })).toBeTruthy();
    expect(screen.getAllByText(`${origin()}/widget.js`).length).toBeGreaterThan(0);
    expect([input('Tournament ID').value, input('Match ID').value]).toEqual(['t1', 'm1']);
    expect(snippetText()).toBe(
      `<script src="${origin()}/widget.js" defer></script>\n<match-center-widget tournament-id="t1" match-id="m1"></match-center-widget>`,
    );
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(defineMatchCenterWidget).toHaveBeenCalledWith({ baseUrl: 'https://gw.example/' });
    expect([widget()!.getAttribute('tournament-id'), widget()!.getAttribute('match-id'), widget()!.getAttribute('theme')]).toEqual(['t1', 'm1', 'bright']);
  });

  it('the dark theme goes into the snippet and the preview', async () => {
    renderEmbed();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(snippetText()).toContain('<match-center-widget tournament-id="t1" match-id="m1" theme="dark"></match-center-widget>');
    await waitFor(() => expect(widget()?.getAttribute('theme')).toBe('dark'));
  });

  it('copies the snippet and says so until the snippet changes', async () => {
    renderEmbed();
    await userEvent.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(writeText).toHaveBeenCalledWith(snippetText());
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await userEvent.type(input('Match ID'), '2');
    expect(snippetText()).toContain('match-id="m12"');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('selects the snippet when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderEmbed();
    await userEvent.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByText('Selected: press Ctrl+C (⌘C on a Mac) to copy')).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(snippetText());
  });

  it('without ids shows placeholders and asks for them; the preview follows the typed ids', async () => {
    renderEmbed('/embed');
    expect(snippetText()).toContain('<match-center-widget tournament-id="TOURNAMENT_ID" match-id="MATCH_ID">');
    expect(await screen.findByText('Enter a tournament ID and a match ID to see the match here.')).toBeTruthy();
    await userEvent.type(input('Tournament ID'), ' t7 ');
    await userEvent.type(input('Match ID'), 'm3');
    expect(snippetText()).toContain('<match-center-widget tournament-id="t7" match-id="m3">');
    await waitFor(() => expect(widget()?.getAttribute('match-id')).toBe('m3'));
    expect(widget()?.getAttribute('tournament-id')).toBe('t7');
  });

  it('says so when the widget cannot be loaded, and Try again loads it', async () => {
    loadWidget.mockRejectedValueOnce(new Error('offline'));
    renderEmbed();
    expect(await screen.findByText('The widget could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(loadWidget).toHaveBeenCalledTimes(2);
  });
});
