// shared-data/scorekeeper: the touchline score screen's data (issue 25): a scorekeeper link's own DynamoDB
// client and its offline queue. A separate entry, never the federation singleton 'shared-data' (loaded by
// every page, the login's included): only the score screen's chunk imports it.
export * from './change-queue';
export * from './scorekeeper-store';
