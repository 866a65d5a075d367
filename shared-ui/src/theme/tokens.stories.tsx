import type { Meta, StoryObj } from 'storybook-react-rsbuild';

const colorGroups: Array<[string, string[]]> = [
  ['Surfaces', ['bg', 'surface', 'surface-raised', 'surface-sunken', 'surface-hover', 'border', 'border-strong']],
  ['Text', ['text', 'text-muted', 'link', 'focus']],
  ['Accent', ['accent', 'accent-hover', 'on-accent', 'accent-text', 'accent-soft']],
  ['Danger', ['danger', 'danger-hover', 'on-danger', 'danger-text', 'danger-soft', 'danger-soft-text']],
  [
    'Tones',
    ['success-soft', 'success-text', 'warning-soft', 'warning-text', 'info-soft', 'info-text', 'neutral-soft', 'neutral-text'],
  ],
];

function Swatch({ name }: { name: string }) {
  const variable = `--ft-color-${name}`;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <span
        aria-hidden="true"
        style={{
          flex: 'none',
          width: 36,
          height: 36,
          borderRadius: 8,
          background: `var(${variable})`,
          boxShadow: '0 0 0 1px var(--ft-color-border)',
        }}
      />
      <code style={{ fontSize: 12, color: 'var(--ft-color-text-muted)', overflowWrap: 'anywhere' }}>{variable}</code>
    </div>
  );
}

/** The colour tokens of the current theme (switch it in the toolbar). */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {colorGroups.map(([group, names]) => (
        <section key={group} aria-label={group}>
          <h2 style={{ fontSize: 16, margin: '0 0 12px' }}>{group}</h2>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
            {names.map((name) => (
              <Swatch key={name} name={name} />
            ))}
          </div>
        </section>
      ))}
    </div>
  ),
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
        <p key={size} style={{ margin: 0, fontSize: `var(--ft-font-size-${size})` }}>
          <code style={{ fontSize: 12, color: 'var(--ft-color-text-muted)' }}>{size}</code> Full time: 2–1
        </p>
      ))}
    </div>
  ),
};
