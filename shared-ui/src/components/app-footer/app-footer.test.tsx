import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './app-footer';

describe('AppFooter', () => {
  it('is the contentinfo landmark holding its children', () => {
    render(
      <AppFooter>
        <p>Footer text</p>
      </AppFooter>,
    );
    expect(screen.getByRole('contentinfo').textContent).toBe('Footer text');
  });
});
