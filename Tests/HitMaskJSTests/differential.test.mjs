// hitmask.js against the Swift reader (through `hitmask verify`) on masks the CLI generates from the sample
// sprites, with and without outlines and distance fields, and on thousands of mutations of them (their CRC
// repaired, so that a mutation reaches the checks behind it): both readers must accept the same files, refuse the
// others with the same kind, section and byte offset, and agree on every pixel of what they accept.
// Needs the CLI built: `swift build --product hitmask` (or HITMASK_CLI=/path/to/hitmask).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HitMask, HitMaskError } from '../../Readers/JavaScript/hitmask.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = process.env.HITMASK_CLI ?? join(root, '.build/debug/hitmask');
const KINDS = {
  'not a .hitmask file': 'not-a-hitmask', 'unsupported version': 'unsupported-version',
  'unsupported codec': 'unsupported-codec', truncated: 'truncated', 'checksum mismatch': 'checksum-mismatch',
  'corrupt header': 'corrupt-header', 'corrupt section': 'corrupt-section',
};

/** A small deterministic generator (xorshift), so every run tries the same mutations. */
function random(seed) {
  let state = BigInt(seed) || 1n;
  return (bound) => {
    state ^= (state << 13n) & 0xffffffffffffffffn;
    state ^= state >> 7n;
    state ^= (state << 17n) & 0xffffffffffffffffn;
    return Number(state % BigInt(bound));
  };
}

function withCRC(bytes) {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length - 4; i++) crc = table[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  crc = (crc ^ 0xffffffff) >>> 0;
  const out = Uint8Array.from(bytes);
  new DataView(out.buffer).setUint32(out.length - 4, crc, true);
  return out;
}

/** What the Swift reader makes of each file: 'OK w×h n' or 'kind section offset'. */
function swiftVerdicts(paths) {
  const list = join(dirname(paths[0]), 'list.txt');
  writeFileSync(list, paths.join('\n'));
  const result = spawnSync(cli, ['verify', '--files-from', list], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const verdicts = new Map();
  for (const line of result.stdout.split('\n')) {
    const ok = line.match(/^(.*): OK \((\d+)×(\d+), (\d+) solid pixels\)$/);
    if (ok) verdicts.set(ok[1], `OK ${ok[2]}×${ok[3]} ${ok[4]}`);
  }
  for (const line of result.stderr.split('\n')) {
    const kinds = Object.keys(KINDS).map((k) => k.replace('.', '\\.')).join('|');
    const failed = line.match(new RegExp(`^hitmask: error: (.*?\\.hitmask): (${kinds})(?: in (.+?))? at byte (\\d+):`));
    if (failed) verdicts.set(failed[1], `${KINDS[failed[2]] ?? failed[2]} ${failed[4]}`);
  }
  return verdicts;
}

function jsVerdict(bytes) {
  try {
    const mask = HitMask.fromBytes(bytes);
    return `OK ${mask.width}×${mask.height} ${mask.solidPixelCount}`;
  } catch (error) {
    if (!(error instanceof HitMaskError)) throw error;
    return `${error.kind} ${error.offset}`;
  }
}

test('the CLI is built', () => assert.ok(existsSync(cli), `${cli} is missing: swift build --product hitmask`));

test('hitmask.js and the Swift reader agree on generated masks and their mutations', { skip: false }, () => {
  assert.ok(existsSync(cli), `${cli} is missing: swift build --product hitmask`);
  const work = mkdtempSync(join(tmpdir(), 'hitmask-js-'));
  try {
    const sprites = join(root, 'Samples/Sprites');
    const sets = [[], ['--outlines', '--tolerance-data'], ['--outline-mode', 'balanced', '--rect-mode', 'inner']];
    const originals = [];
    sets.forEach((options, index) => {
      const out = join(work, `set${index}`);
      execFileSync(cli, ['generate', sprites, '--output', out, '--quiet', ...options]);
      for (const name of readdirSync(out).filter((n) => n.endsWith('.hitmask')).sort()) {
        originals.push(readFileSync(join(out, name)));
      }
    });
    const next = random(20261125);
    const files = [];
    originals.forEach((original, index) => {
      files.push(original);
      for (let m = 0; m < 150; m++) {
        const bytes = Uint8Array.from(original);
        const edits = 1 + next(3);
        for (let e = 0; e < edits; e++) {
          const at = next(bytes.length - 4);
          bytes[at] = next(4) === 0 ? bytes[at] ^ (1 << next(8)) : next(256);
        }
        files.push(next(8) === 0 ? bytes : withCRC(bytes));
      }
      // Cut short, CRC repaired.
      files.push(withCRC(Uint8Array.from(original.subarray(0, Math.max(23, original.length - 1 - next(20))))));
    });
    const paths = files.map((bytes, i) => {
      const path = join(work, `file${i}.hitmask`);
      writeFileSync(path, bytes);
      return path;
    });
    const verdicts = swiftVerdicts(paths);
    let disagreements = [];
    paths.forEach((path, i) => {
      const js = jsVerdict(files[i]), swift = verdicts.get(path);
      if (js !== swift) disagreements.push(`file${i}: js ${js}, swift ${swift}`);
    });
    assert.ok(files.length > 1000, `${files.length} files`);
    assert.deepEqual(disagreements.slice(0, 10), [], `${disagreements.length} of ${files.length} disagree`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
