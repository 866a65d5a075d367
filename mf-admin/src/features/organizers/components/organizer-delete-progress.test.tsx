import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Organizer } from 'shared-domain';
import { OrganizersScreen } from './organizers-screen';

const organizer = (id: string, name: string): Organizer => ({ id, name, email: `${id}@example.test`, createdAtISO: '2024-03-05T10:00:00.000Z' });

/**
 * The gateway's DELETE /admin/organizers/:id as it streams progress lines: each `send` writes a line of
 * the answer the screen is reading; `end` closes it. The organizer card goes when the test says.
 */
function streamingGateway() {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const requests: { path: string; accept: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ path: new URL(url).pathname, accept: new Headers(init.headers).get('accept') });
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  });
  const encoder = new TextEncoder();
  return {
    requests,
    send: (line: object) => body.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    end: () => body.close(),
  };
}

function renderScreen() {
  return render(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/admin/organizers']}>
        <OrganizersScreen />
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [organizer('org_1', 'Rovers FC'), organizer('org_2', 'Albion')]);
  signInForTest({ id: 'sa', role: 'super_admin', username: 'superadmin' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('organizer delete progress (issue 13: long work shows counts)', () => {
  it('shows the items deleted of the items found in the organizer card while the gateway deletes, then the spec outcome', async () => {
    const user = userEvent.setup();
    const gateway = streamingGateway();
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete organizer' }));
    // The request goes out once the screen's delete has started (after the click's own work, later on a busy machine).
    await waitFor(() => expect(gateway.requests).toEqual([{ path: '/admin/organizers/org_1', accept: 'application/x-ndjson' }]));
    expect(await within(card('Rovers FC')).findByText('Deleting...', { selector: 'p' })).toBeTruthy();

    gateway.send({ done: 0, total: 1200 });
    gateway.send({ done: 340, total: 1200 });
    const bar = await within(card('Rovers FC')).findByRole('progressbar', { name: 'Deleting Rovers FC' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('340 of 1,200 items deleted'));
    expect(within(card('Rovers FC')).getByText('340 of 1,200 items deleted')).toBeTruthy();
    expect(bar.getAttribute('max')).toBe('1200');
    // Only the organizer being deleted shows a bar.
    expect(within(card('Albion')).queryByRole('progressbar')).toBeNull();

    gateway.send({ done: 1200, total: 1200 });
    await memory.remove('organizers', { id: 'org_1' });
    gateway.send({ outcome: 'done' });
    gateway.end();
    expect(await screen.findByText('Organizer "Rovers FC" deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Rovers FC' })).toBeNull());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a delete that stops part-way shows the spec failure text and how far it got; the organizer stays to delete again', async () => {
    const user = userEvent.setup();
    const gateway = streamingGateway();
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete organizer' }));
    await waitFor(() => expect(gateway.requests).toHaveLength(1));
    gateway.send({ done: 0, total: 40 });
    gateway.send({ done: 25, total: 40 });
    gateway.send({ outcome: 'failed', message: 'Failed to delete organizer. Please try again.' });
    gateway.end();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to delete organizer. Please try again.')).toBeTruthy();
    expect(within(alert).getByText('25 of 40 items deleted before it stopped. Delete the organizer again to delete the rest.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(card('Rovers FC')).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the bar again after leaving the screen and coming back while the delete runs', async () => {
    const user = userEvent.setup();
    const gateway = streamingGateway();
    const first = renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete organizer' }));
    await waitFor(() => expect(gateway.requests).toHaveLength(1));
    gateway.send({ done: 0, total: 10 });
    await within(card('Rovers FC')).findByRole('progressbar');
    first.unmount();

    gateway.send({ done: 5, total: 10 });
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    const bar = await within(card('Rovers FC')).findByRole('progressbar', { name: 'Deleting Rovers FC' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('5 of 10 items deleted'));
    gateway.send({ outcome: 'done' });
    gateway.end();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
