// Entry of the auth concept: its public names.
export * from './access';
export * from './email';
export * from './entities';
export * from './login-rules';
export * from './organizer-context';
export * from './password';
export * from './second-factor';
export * from './session';
export * from './super-admin';
