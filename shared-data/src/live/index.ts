// shared-data/live: the public, live read path (the gateway's public match view and its Server-Sent
// Events). A separate light entry, never the federation singleton 'shared-data': the embeddable widget
// imports it and must not pull the AWS SDK in.
export * from './public-match-feed';
export * from './tournament-events';
export * from './tournament-revalidation';
export * from './use-public-match-view';
export * from './use-tournament-changes';
export * from './use-tournament-connection';
