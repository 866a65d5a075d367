// The playoff-editing use cases as one chunk (loaded by playoff-editing-lazy.ts).
export { saveCustomPlayoff, syncCustomPlayoff } from './custom-playoff';
export { finishPlayoffReseed, reseedPlayoffs } from './reseed-playoffs';
