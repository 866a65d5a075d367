import type { Decorator, Preview } from 'storybook-react-rsbuild';
// The package entry, as the apps import it: theme tokens, base stylesheet and components.
import { DEFAULT_THEME, THEMES, applyTheme, isThemeName } from 'shared-ui';

/**
 * Applies the toolbar's theme to <html>, exactly as the apps do. A story with the parameter
 * `bothThemes: true` is shown twice, side by side, in a pane scoped to each theme (`data-theme` on
 * the pane, as embeds use it), so both can be judged at once.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : DEFAULT_THEME;
  // Synchronously, before the story paints: an effect would flash the previous theme.
  applyTheme(theme);
  if (context.parameters.bothThemes !== true) return <Story />;
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 30rem), 1fr))' }}>
      {THEMES.map((pane) => (
        <section
          key={pane}
          data-theme={pane}
          aria-label={`${pane} theme`}
          style={{ minWidth: 0, padding: 16, borderRadius: 12, background: 'var(--ft-color-bg)', color: 'var(--ft-color-text)' }}
        >
          <Story />
        </section>
      ))}
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme, set as data-theme on <html>',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'bright', title: 'Bright', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    options: {
      storySort: { order: ['Foundations', 'Patterns', 'Layout', 'Actions', 'Forms', 'Feedback', 'Display', 'Football'] },
    },
  },
};

export default preview;
