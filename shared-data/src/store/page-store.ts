import { createStore } from 'jotai';

/**
 * The page's one jotai store (ARCHITECTURE §6). shared-data is a federation singleton, so the shell
 * and every remote get this same store: the shell renders `<Provider store={pageStore}>`, and the
 * session and organizer hooks read it explicitly, so they agree even outside that Provider.
 */
export const pageStore = createStore();
