// Entry of the stored-writes concept (issue 12): what the gateway lets browsers store, value by value.
// Published as its own package entry, 'shared-domain/stored-writes': only the gateway checks writes, so
// these rules stay out of the browser's shared shared-domain bundle (the login page's included).
export * from './image-values';
export * from './iso-timestamp';
export * from './stored-value-at';
export * from './stored-write-schema';
export * from './write-value-rules';
