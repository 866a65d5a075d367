import { describe, expect, it } from 'vitest';
import { TEAM_FIELD_LABELS, TOURNAMENT_FIELD_LABELS, alsoUpdatedElsewhere, fieldLabel, fieldLabels } from './field-merge-labels';

const stored = { players: [{ id: 'p1', firstName: 'Phil', lastName: 'Foden' }] };
const edited = { players: [{ id: 'p2', firstName: 'Erling', lastName: 'Haaland' }] };

describe('fieldLabel', () => {
  it.each([
    [['name'], 'Team Name'],
    [['establishedDate'], 'Established Date'],
    [['socialMedia'], 'Social Links'],
    [['socialMedia', 'twitter'], 'X (Twitter)'],
    [['players'], 'Players'],
    [['players', 'p1'], 'Player Phil Foden'],
    [['players', 'p1', 'number'], 'Number (Player Phil Foden)'],
    [['players', 'p1', 'socialMedia', 'website'], 'Website (Player Phil Foden)'],
    // A player only this side has (added here, deleted there) is named from this side.
    [['players', 'p2'], 'Player Erling Haaland'],
    [['players', 'p9'], 'Player'],
  ])('names a team field %j "%s"', (path, label) => {
    expect(fieldLabel(path, TEAM_FIELD_LABELS, [stored, edited])).toBe(label);
  });

  it.each([
    [['location', 'name'], 'Location Name'],
    [['location'], 'Location'],
    [['format', 'tieBreakers'], 'Tie-breakers'],
    [['visibility'], 'Visibility'],
    [['timeZone'], 'Time zone'],
    [['somethingNew'], 'somethingNew'],
  ])('names a tournament field %j "%s"', (path, label) => {
    expect(fieldLabel(path, TOURNAMENT_FIELD_LABELS, [])).toBe(label);
  });

  it('lists each label once, in the order of the fields', () => {
    expect(fieldLabels([['players', 'p1'], ['unknown'], ['colors'], ['name'], ['players', 'p1']], TEAM_FIELD_LABELS, [stored])).toEqual([
      'Team Name',
      'Team Colors',
      'Player Phil Foden',
      'unknown',
    ]);
  });
});

describe('alsoUpdatedElsewhere', () => {
  it('names the fields changed elsewhere', () => {
    expect(alsoUpdatedElsewhere(['Location Name'])).toBe('Also updated elsewhere: Location Name.');
    expect(alsoUpdatedElsewhere(['Team Name', 'Logo'])).toBe('Also updated elsewhere: Team Name, Logo.');
  });
});
