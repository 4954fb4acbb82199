// The tables of Readers/README.md that tests hold the readers to: a table's rows, as arrays of cells, with its header
// row first, found by the text its first header cell starts with.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const read = (path) => readFileSync(join(root, path), 'utf8');

/** The rows of the first table after `heading` (a line of Readers/README.md) whose header row starts with `start`. */
export function readmeTable(heading, start) {
  const readme = read('Readers/README.md');
  const after = readme.slice(readme.indexOf(heading));
  const lines = after.slice(after.indexOf(start)).split('\n');
  const rows = [];
  for (const line of lines) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((cell) => cell.trim().replace(/`/g, '')));
  }
  return [rows[0], ...rows.slice(2)]; // without the |---| line
}
