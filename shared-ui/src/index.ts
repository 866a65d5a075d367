/// <reference path="./css.d.ts" />
/**
 * shared-ui: the component kit and theme of the platform. Components take data as props and never
 * fetch. Importing this entry also loads the theme tokens and the base stylesheet.
 */
import './theme/tokens.css';
import './theme/base.css';

export { THEMES, DEFAULT_THEME, applyTheme, isThemeName } from './theme/theme';
export { cx } from './utils/cx';
export { preloadableLazy } from './utils/preloadable-lazy';
export { useSettledValue } from './utils/use-settled-value';
export { recordServerTyping, takeServerTyping } from './utils/server-typing';
export { useDocumentTitle, useScreenTitle } from './utils/use-document-title';

// Props types are not re-exported: screens pass props, and knip keeps the entry to what is used.
export { Button, buttonClassName } from './components/button/button';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';

export { TextField } from './components/text-field/text-field';
export { TextAreaField } from './components/text-area-field/text-area-field';
export { SelectField } from './components/select-field/select-field';
export { ComboboxField } from './components/combobox-field/combobox-field';

export { Card } from './components/card/card';
export { Badge, type BadgeTone } from './components/badge/badge';
export { Alert } from './components/alert/alert';
export { useConfirm, type ConfirmRequest } from './components/confirm-dialog/use-confirm';
export { AlertDialog } from './components/confirm-dialog/alert-dialog';
export { UndoToast } from './components/undo-toast/undo-toast';
export { SkippedItemsNote } from './components/skipped-items-note/skipped-items-note';
export { EmptyState } from './components/empty-state/empty-state';
export { LoadingPanel } from './components/loading-panel/loading-panel';
export { ErrorPanel } from './components/error-panel/error-panel';
export { StatusScreen } from './components/status-screen/status-screen';
export { NotFoundScreen } from './components/not-found-screen/not-found-screen';
export { Tabs } from './components/tabs/tabs';
export { PageHeader } from './components/page-header/page-header';

export { AppHeader } from './components/app-header/app-header';
export { AppFooter } from './components/app-footer/app-footer';
export { LoggedInBar } from './components/logged-in-bar/logged-in-bar';
export { navLinkClassName } from './components/nav-link/nav-link';
export { ThemeToggle } from './components/theme-toggle/theme-toggle';

export { EntityAvatar } from './components/entity-avatar/entity-avatar';
export { TeamColors } from './components/team-colors/team-colors';
export { StatGrid, StatTile } from './components/stat-tile/stat-tile';
export { DataTable, type DataTableColumn } from './components/data-table/data-table';
