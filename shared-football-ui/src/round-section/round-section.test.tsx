import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoundSection } from './round-section';

describe('RoundSection', () => {
  it('is a region named by its heading, holding its list', () => {
    render(
      <>
        <RoundSection title="Tour 1" aside="1/2 played">
          <li>Arsenal – Chelsea</li>
          <li>Derby – Brighton</li>
        </RoundSection>
        <RoundSection title="Tour 2" headingLevel={4}>
          <li>Chelsea – Derby</li>
        </RoundSection>
      </>,
    );
    const first = screen.getByRole('region', { name: 'Tour 1' });
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Tour 1');
    expect(within(first).getByText('1/2 played')).toBeTruthy();
    expect(within(first).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Arsenal – Chelsea', 'Derby – Brighton']);
    const second = screen.getByRole('region', { name: 'Tour 2' });
    expect(within(second).getByRole('heading', { level: 4 })).toBeTruthy();
    expect(within(second).getAllByRole('listitem')).toHaveLength(1);
  });
});
