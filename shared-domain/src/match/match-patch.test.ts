import { describe, expect, it } from 'vitest';
import { applyMatchPatch } from './match-patch';

describe('applyMatchPatch', () => {
  it('sets values, removes nulls, leaves undefined alone and never changes its input', () => {
    const match = { id: 'm', venue: 'Park', referee: 'Kim', homeGoals: 1 };
    expect(applyMatchPatch(match, { venue: null, homeGoals: 2, referee: undefined })).toEqual({ id: 'm', referee: 'Kim', homeGoals: 2 });
    expect(match).toEqual({ id: 'm', venue: 'Park', referee: 'Kim', homeGoals: 1 });
  });
});
