/// <reference path="./css.d.ts" />
/**
 * shared-ui: the component kit and theme of the platform. Components take data as props and never
 * fetch. Importing this entry also loads the theme tokens and the base stylesheet.
 */
import './theme/tokens.css';
import './theme/base.css';

export { THEMES, DEFAULT_THEME, applyTheme, isThemeName, otherTheme, type ThemeName } from './theme/theme';
export { cx } from './utils/cx';

export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonClassNameOptions,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';

export type { FieldBaseProps } from './components/field/field';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field/text-area-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field/select-field';

export { Card, type CardProps } from './components/card/card';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { Alert, type AlertProps, type AlertTone } from './components/alert/alert';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { LoadingPanel, type LoadingPanelProps } from './components/loading-panel/loading-panel';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel/error-panel';
export { StatusScreen, type StatusScreenProps } from './components/status-screen/status-screen';
export { Tabs, type TabItem, type TabsProps } from './components/tabs/tabs';
export { PageHeader, type PageHeaderProps } from './components/page-header/page-header';

export { AppHeader, type AppHeaderProps } from './components/app-header/app-header';
export { AppFooter, type AppFooterProps } from './components/app-footer/app-footer';
export { LoggedInBar, type LoggedInBarProps } from './components/logged-in-bar/logged-in-bar';
export { navLinkClassName, type NavLinkClassNameOptions } from './components/nav-link/nav-link';
export { ThemeToggle, type ThemeToggleProps } from './components/theme-toggle/theme-toggle';

export {
  EntityAvatar,
  avatarColorIndex,
  initialOf,
  type EntityAvatarProps,
  type EntityAvatarSize,
} from './components/entity-avatar/entity-avatar';
export { TeamColors, type TeamColorsProps } from './components/team-colors/team-colors';
export { StatGrid, StatTile, type StatGridProps, type StatTileProps } from './components/stat-tile/stat-tile';
export { DataTable, type DataTableColumn, type DataTableProps, type RowDataAttributes } from './components/data-table/data-table';
