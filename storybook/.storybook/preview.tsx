import type { Decorator, Preview } from 'storybook-react-rsbuild';
// The package entry, as the apps import it: theme tokens, base stylesheet and components.
import { DEFAULT_THEME, applyTheme, isThemeName } from 'shared-ui';

/** Applies the toolbar's theme to <html>, exactly as the apps do. */
const withTheme: Decorator = (Story, context) => {
  const theme = isThemeName(context.globals.theme) ? context.globals.theme : DEFAULT_THEME;
  // Synchronously, before the story paints: an effect would flash the previous theme.
  applyTheme(theme);
  return <Story />;
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
      storySort: { order: ['Foundations', 'Patterns', 'Layout', 'Actions', 'Forms', 'Feedback', 'Display'] },
    },
  },
};

export default preview;
