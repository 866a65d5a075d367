import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it.each(['neutral', 'accent', 'warning', 'danger', 'success'] as const)('renders the %s tone', (tone) => {
    render(<Badge tone={tone}>SUPERADMIN</Badge>);
    expect(screen.getByText('SUPERADMIN').className).toBe(`ft-badge ft-badge--${tone}`);
  });

  it('defaults to neutral', () => {
    render(<Badge>Qualified</Badge>);
    expect(screen.getByText('Qualified').classList.contains('ft-badge--neutral')).toBe(true);
  });
});
