// Entry of the schemas concept: the shape of every stored item, checked where items cross the boundary.
export * from './groups-knockout-schema';
export * from './match-schema';
export * from './organizer-schema';
export * from './player-schema';
export * from './playoff-schemas';
export * from './social-media-schema';
export * from './stored-item-check';
export * from './stored-value-rules';
export * from './team-schema';
export * from './tournament-schema';
