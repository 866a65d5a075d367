import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle, useScreenTitle } from './use-document-title';

function Titled({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle and useScreenTitle', () => {
  it("gives the shown screen's title while it is mounted, the latest mounted first", () => {
    const reader = renderHook(() => useScreenTitle());
    expect(reader.result.current).toBeUndefined();

    const tournament = render(<Titled title="Premier League 2022/23" />);
    expect(reader.result.current).toBe('Premier League 2022/23');

    const team = render(<Titled title="Arsenal" />);
    expect(reader.result.current).toBe('Arsenal');

    act(() => team.unmount());
    expect(reader.result.current).toBe('Premier League 2022/23');
    act(() => tournament.unmount());
    expect(reader.result.current).toBeUndefined();
  });

  it('follows a changed title and ignores a screen that has none yet', () => {
    const reader = renderHook(() => useScreenTitle());
    const screen = render(<Titled title={undefined} />);
    expect(reader.result.current).toBeUndefined();

    screen.rerender(<Titled title="Erling Haaland" />);
    expect(reader.result.current).toBe('Erling Haaland');
    screen.rerender(<Titled title="Phil Foden" />);
    expect(reader.result.current).toBe('Phil Foden');
    act(() => screen.unmount());
    expect(reader.result.current).toBeUndefined();
  });
});
