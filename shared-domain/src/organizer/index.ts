// Entry of the organizer concept: its public names.
export * from './entities';
export * from './organizer-validation';
export * from './public-organizer';
