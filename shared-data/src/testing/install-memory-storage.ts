import { configureData, hasRuntimeConfig } from '../config/runtime-config';
import { setImageStore } from '../images/image-store';
import { createMemoryImages, type MemoryImages } from './memory-image-store';
import { setPublicTournamentSource, storagePublicTournaments } from '../public/public-tournament-source';
import { setHomeSearchSource } from '../public/home-search-source';
import { storageHomeSearch } from './storage-home-search';
import { setPublicPlayerSource, storagePublicPlayers } from '../public/public-player-source';
import { setPublicTeamSource, storagePublicTeams } from '../public/public-team-source';
import { setActiveStorage } from '../storage/active-storage';
import { createMemoryStorage, type MemoryStorage } from './memory-storage';

/** The in-memory world of a test: the tables, and the image bucket (`images`). */
export type TestStorage = MemoryStorage & { readonly images: MemoryImages };

/**
 * A fresh in-memory adapter becomes the active storage (call in beforeEach): repositories and use
 * cases then run for real against it. Image uploads go to a fresh in-memory bucket (`images`; files
 * are stored uncompressed), and public tournament, team and player documents and home search are read from it. A runtime config is set if none is, so URL helpers work too.
 */
export function installMemoryStorage(): TestStorage {
  if (!hasRuntimeConfig()) configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'test-images', tablePrefix: 'test-' });
  const images = createMemoryImages();
  const memory: TestStorage = Object.assign(createMemoryStorage(), { images });
  setActiveStorage(memory);
  setImageStore(images);
  // Public documents are computed from the same world, as the gateway computes them from the tables.
  setPublicTournamentSource(storagePublicTournaments(memory));
  setPublicPlayerSource(storagePublicPlayers(memory));
  setPublicTeamSource(storagePublicTeams(memory));
  setHomeSearchSource(storageHomeSearch(memory));
  return memory;
}
