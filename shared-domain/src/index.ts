// Package entry: re-exports every module of shared-domain.
export * from './entities';
export * from './messages';
export * from './email';
export * from './password';
export * from './organizer-validation';
export * from './ids';
export * from './visibility';
export * from './session';
export * from './super-admin';
export * from './app-settings';
export * from './image-upload';
export * from './round-robin';
export * from './scores';
export * from './standings';
