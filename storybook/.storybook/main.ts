import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  // Stories live next to their components (the kit, the football kit, the match centre's widget); this app
  // only aggregates them.
  stories: [
    '../../shared-ui/src/**/*.stories.@(ts|tsx)',
    '../../shared-football-ui/src/**/*.stories.@(ts|tsx)',
    '../../mf-match-center/src/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The kit's own dark/bright themes replace the backgrounds tool.
  features: { backgrounds: false },
  // Without the React plugin the build succeeds but every story throws "React is not defined"
  // (the automatic JSX runtime is not configured): ARCHITECTURE.md §5.
  rsbuildFinal: (rsbuildConfig) => mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] }),
};

export default config;
