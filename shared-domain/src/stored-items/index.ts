// Entry of the stored-items concept: the kinds of stored items and the texts for items that cannot be read.
// Their schemas (valibot) are the 'shared-domain/schemas' entry, loaded by shared-data with the first read.
export * from './stored-item-messages';
export * from './stored-item-types';
