import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from 'shared-ui';
import { useTabTitle } from './use-tab-title';

function Layout({ routeTitle, children }: { routeTitle: string | undefined; children?: ReactNode }) {
  useTabTitle(routeTitle);
  return children;
}

function Screen({ name }: { name: string }) {
  useDocumentTitle(name);
  return null;
}

describe('useTabTitle', () => {
  it("shows the screen's own title when it renders together with the layout (a server-rendered page taken over)", () => {
    const page = render(
      <Layout routeTitle="Tournament">
        <Screen name="Premier League 2022/23" />
      </Layout>,
    );
    expect(document.title).toBe('Premier League 2022/23 · KickOff Hub');

    // Another route whose screen gives no title of its own: the route's title.
    page.rerender(<Layout routeTitle="Login" />);
    expect(document.title).toBe('Login · KickOff Hub');
    act(() => page.unmount());
  });

  it("follows a screen that names its page once loaded, and the product's name alone without a route", () => {
    const page = render(<Layout routeTitle="Team" />);
    expect(document.title).toBe('Team · KickOff Hub');
    page.rerender(
      <Layout routeTitle="Team">
        <Screen name="Arsenal" />
      </Layout>,
    );
    expect(document.title).toBe('Arsenal · KickOff Hub');
    page.rerender(<Layout routeTitle={undefined} />);
    expect(document.title).toBe('KickOff Hub');
    act(() => page.unmount());
  });
});
