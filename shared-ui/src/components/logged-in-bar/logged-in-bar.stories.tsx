import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import type { ThemeName } from '../../theme/theme';
import { Badge } from '../badge/badge';
import { ComboboxField } from '../combobox-field/combobox-field';
import { navLinkClassName } from '../nav-link/nav-link';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import { LoggedInBar } from './logged-in-bar';

function Toggle() {
  const [theme, setTheme] = useState<ThemeName>('dark');
  return <ThemeToggle theme={theme} onToggle={setTheme} />;
}

function OrganizerPicker() {
  const [value, setValue] = useState<string | null>('org_r');
  const options = [
    { value: 'org_a', label: 'Albion Sunday League' },
    { value: 'org_r', label: 'Riverside League' },
  ];
  return <ComboboxField label="Organizer" hideLabel size="sm" options={options} value={value} onChange={setValue} />;
}

const links = (
  <>
    <a href="#tournaments" className={navLinkClassName()} aria-current="page">
      Tournaments
    </a>
    <a href="#teams" className={navLinkClassName()}>
      Teams
    </a>
    <a href="#calendar" className={navLinkClassName()}>
      Calendar
    </a>
    <a href="#home" className={navLinkClassName()}>
      Home
    </a>
  </>
);

const meta = {
  title: 'Layout/LoggedInBar',
  component: LoggedInBar,
  parameters: { layout: 'fullscreen' },
  args: { links, actions: <Toggle /> },
} satisfies Meta<typeof LoggedInBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = { args: { badge: <Badge tone="accent">SUPERADMIN</Badge>, picker: <OrganizerPicker /> } };

export const Organizer: Story = { args: { organizerName: 'City Youth League' } };

export const LongOrganizerName: Story = {
  args: { organizerName: 'Metropolitan Amateur Football Association of the Northern Districts' },
};
