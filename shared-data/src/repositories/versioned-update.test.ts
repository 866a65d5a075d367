import { describe, expect, it } from 'vitest';
import { updateExpression } from './versioned-update';

describe('partial update expressions', () => {
  it('ignores undefined fields (spec §5) and removes null ones', () => {
    const { set, remove, names, values } = updateExpression({ name: 'Rovers', logo: undefined, photo: null }, []);
    expect(set).toEqual(['#f0 = :f0']);
    expect(remove).toEqual(['#f2']);
    expect(names).toEqual({ '#f0': 'name', '#f2': 'photo' });
    expect(values).toEqual({ ':f0': 'Rovers' });
  });

  it('never touches protected keys such as the owner or the version', () => {
    const { set, remove } = updateExpression({ organizerId: 'someone-else', version: 99, id: 'x' }, ['organizerId', 'version', 'id']);
    expect(set).toEqual([]);
    expect(remove).toEqual([]);
  });

  it('uses placeholders so reserved words and odd names are safe', () => {
    const { set, names } = updateExpression({ status: 'live', 'name with space': 'x' }, []);
    expect(set).toEqual(['#f0 = :f0', '#f1 = :f1']);
    expect(Object.values(names)).toEqual(['status', 'name with space']);
  });
});
