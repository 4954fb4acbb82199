// Times hitmask.js's overlapArea and placedOverlaps on the pairs hitmask-benchmark --overlaps-only wrote to FOLDER,
// the fastest of five passes each, and prints the seconds per call of each: `node bench-overlap.mjs FOLDER`.
// FOLDER holds NNNNNN.hitmask and pairs.txt ("a b dx dy area ba bb bc bd be bf touches" a line: b's pixel (0, 0) on
// a's pixel (dx, dy) and the area; then b placed by the matrix {a: ba, ...} against a unplaced, and whether they touch,
// as the Swift reader answers). Every answer is checked before the clock starts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HitMask } from '../../../Readers/JavaScript/hitmask.js';

const folder = process.argv[2];
const masks = readdirSync(folder).filter((name) => name.endsWith('.hitmask')).sort()
  .map((name) => HitMask.fromBytes(new Uint8Array(readFileSync(join(folder, name)))));
const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
const pairs = readFileSync(join(folder, 'pairs.txt'), 'utf8').trim().split('\n').map((line) => {
  const [a, b, dx, dy, area, ma, mb, mc, md, me, mf, touches] = line.split(' ').map(Number);
  return { a: masks[a], b: masks[b], dx, dy, area, matrix: { a: ma, b: mb, c: mc, d: md, e: me, f: mf }, touches: touches === 1 };
});
pairs.forEach((p, k) => {
  if (p.a.overlapArea(p.b, p.dx, p.dy) !== p.area) throw new Error(`pair ${k}: overlapArea is not the Swift reader's ${p.area}`);
  if (p.a.placedOverlaps(p.b, identity, p.matrix) !== p.touches) throw new Error(`pair ${k}: placedOverlaps is not the Swift reader's`);
});
function fastest(body) {
  let best = Infinity;
  for (let pass = 0; pass < 5; pass++) {
    const start = process.hrtime.bigint();
    body();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
  }
  return best / pairs.length;
}
let sink = 0;
const area = fastest(() => { for (const p of pairs) sink += p.a.overlapArea(p.b, p.dx, p.dy); });
const placed = fastest(() => { for (const p of pairs) sink += p.a.placedOverlaps(p.b, identity, p.matrix) ? 1 : 0; });
console.log(`${area} ${placed} ${sink}`);
