// Times hitmask.js loading every .hitmask under a folder (files read into memory first), the fastest of five
// passes, and prints the seconds: `node bench-load.mjs FOLDER`. hitmask-benchmark runs it on the masks it makes
// and reports the time against the C reader's on the same files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HitMask } from '../../../Readers/JavaScript/hitmask.js';

const folder = process.argv[2];
const files = readdirSync(folder).filter((name) => name.endsWith('.hitmask')).sort()
  .map((name) => new Uint8Array(readFileSync(join(folder, name))));
let best = Infinity, solid = 0;
for (let pass = 0; pass < 5; pass++) {
  const start = process.hrtime.bigint();
  for (const bytes of files) solid += HitMask.fromBytes(bytes).width;
  best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
}
console.log(`${best} ${files.length} ${solid}`);
