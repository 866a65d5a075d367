// Entry 'shared-ui/second-factor': the parts of two-step verification the login's second step (shell) and the
// Security page (mf-admin) both show. Its own package entry, not re-exported by 'shared-ui': shared-ui is a
// federated singleton on every page's start (the login's included, 150 KB budget), while these load only
// with the lazy screens that use them. They take the kit's components from the shared 'shared-ui'.
export * from './authenticator-secret';
export * from './recovery-code-list';
export * from './second-factor-code-field';
