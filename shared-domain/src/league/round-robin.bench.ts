import { bench, describe } from 'vitest';
import { generateRoundRobin } from './round-robin';

const teams64 = Array.from({ length: 64 }, (_, i) => `team_${i + 1}`);
const teams63 = teams64.slice(0, 63);

describe('round robin', () => {
  bench('generateRoundRobin: 64 teams, single (2016 fixtures)', () => {
    generateRoundRobin(teams64, 1);
  });
  bench('generateRoundRobin: 64 teams, double (4032 fixtures)', () => {
    generateRoundRobin(teams64, 2);
  });
  bench('generateRoundRobin: 63 teams (with bye), double', () => {
    generateRoundRobin(teams63, 2);
  });
});
