import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { ComboboxField } from './combobox-field';

const organizers = [
  { value: 'org_a', label: 'Albion Sunday League' },
  { value: 'org_c', label: 'City Youth Cup' },
  { value: 'org_m', label: 'Metropolitan Amateur Football Association of the Northern Districts' },
  { value: 'org_r', label: 'Riverside League' },
];

/** Keeps the chosen value, as a screen does. */
function Controlled(props: Partial<Parameters<typeof ComboboxField>[0]>) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return <ComboboxField label="Organizer" options={organizers} {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/ComboboxField',
  component: Controlled,
  args: { placeholder: 'Choose an organizer', noMatchText: 'No organizer matches' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { value: 'org_r' } };

export const Compact: Story = { args: { value: 'org_c', size: 'sm', hideLabel: true } };

export const WithHint: Story = { args: { hint: 'Type part of a name to narrow the list.' } };
