// Test-only entry `shared-data/testing`: never imported by production code (dependency-cruiser checks).
export { installMemoryStorage } from './install-memory-storage';
export type { TestStorage } from './install-memory-storage';
export type { MemoryStorage } from './memory-storage';
export { restoringSessionForTest, selectedOrganizerForTest, signInForTest, signOutForTest } from './test-session';
export { TestDataProvider } from './test-data-provider';
export { FakeEventSource } from './fake-event-source';
