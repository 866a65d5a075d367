import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SelectField } from './select-field';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Format',
    name: 'mode',
    options: [
      { value: 'league', label: 'League' },
      { value: 'league_playoff', label: 'League + Playoffs' },
      { value: 'swiss_elimination', label: 'Swiss + Elimination' },
      { value: 'league_custom_playoff', label: 'League + Custom playoff' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = { args: { placeholder: 'Choose a format', defaultValue: '' } };

export const WithError: Story = {
  args: { placeholder: 'Choose a format', defaultValue: '', required: true, error: 'Choose a format' },
};

export const Disabled: Story = { args: { disabled: true } };
