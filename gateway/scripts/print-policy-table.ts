// Prints the README's "Who can do what" table from the gateway's policy definition.
//   npx tsx gateway/scripts/print-policy-table.ts           print it
//   npx tsx gateway/scripts/print-policy-table.ts --write   put it between the README markers
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPolicyTable, replacePolicyTable } from '../src/policy/policy-table-markdown';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');
const table = renderPolicyTable();

if (process.argv.includes('--write')) {
  await writeFile(README, replacePolicyTable(await readFile(README, 'utf8'), table));
  console.log(`Updated ${README}`);
} else {
  console.log(table);
}
