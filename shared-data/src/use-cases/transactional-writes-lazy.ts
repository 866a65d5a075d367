/**
 * transactional-writes.ts, imported only where the store has transactions, as one chunk of its own:
 * shared-data's entry is loaded whole by every page, the login page included (150 KB budget).
 */
export const loadTransactionalWrites = () => import(/* webpackChunkName: "transactional-writes" */ './transactional-writes');
