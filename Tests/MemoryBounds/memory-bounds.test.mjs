// Every reader's memory against docs/FORMAT.md's bounds ("Integers and memory"): no memory for the pixels before
// the header's and the MASK data's size checks pass, codec 3's rows within min(width, decision budget) + 3 entries,
// the DIST field within its 2^26 values. Each conformance vector and a set of mutants (sizes claimed up to 2^30
// pixels, random bytes, the CRC repaired so that they reach the checks behind it) is loaded by
//   - hitmask.js, whose typed arrays are counted and refused above the file's bound;
//   - the Swift reader (`hitmask verify`), under an LD_PRELOAD allocator with the bound as its ceiling;
//   - hitmask.h's allocating calls (hm_decode), with a recording HITMASK_MALLOC.
// The largest allocation of each must stay within the bound. Needs the CLI built (`swift build --product hitmask`,
// or HITMASK_CLI) and a C compiler (cc, or CC); Linux with glibc, for the preloaded allocator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const vectors = join(root, 'Tests/Conformance/vectors');
const cli = process.env.HITMASK_CLI ?? join(root, '.build/debug/hitmask');
const cc = process.env.CC ?? 'cc';

// ---------------------------------------------------------------------------------------------------------------
// The bound, from FORMAT.md alone

const MAX_PIXELS = 2 ** 30;
const MAX_FIELD_VALUES = 2 ** 26;
/** What any reader may take whatever the file: a runtime's own buffers, the coder's models, a few records. */
const BASELINE = 128 * 1024;
/** Room for an allocation's header (a Swift array's, say). */
const SLACK = 4096;
/** Bytes a row entry may take in one allocation: a 64-bit position, or a 32-bit one in a buffer grown by doubling;
 *  or both rows' entries in one block, each a 32-bit position and a byte for how it was coded. */
const ROW_ENTRY_BYTES = 10;

function varint(bytes, at, end) {
  let value = 0;
  for (let i = 0; i < 5 && at < end; i++) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return value > 0xffffffff ? null : { value, next: at };
  }
  return null;
}

/** The header's size and the MASK and DIST sections, if the file gets that far; null otherwise. */
function outline(bytes) {
  const end = bytes.length - 4;
  if (bytes.length < 23 || bytes[0] !== 0x89 || bytes[4] !== 1 || bytes[7] > 2) return null;
  const scale = new DataView(bytes.buffer, bytes.byteOffset + 8, 8).getFloat64(0, true);
  if (!(Number.isFinite(scale) && scale > 0)) return null;
  const width = varint(bytes, 16, end);
  const height = width && varint(bytes, width.next, end);
  const grid = height && varint(bytes, height.next, end);
  if (!grid || width.value === 0 || height.value === 0 || width.value * height.value > MAX_PIXELS) return null;
  const sections = {};
  for (let at = grid.next; at < end; ) {
    const length = varint(bytes, at + 1, end);
    if (!length || length.value > end - length.next) return null;
    sections[bytes[at]] = { start: length.next, length: length.value };
    at = length.next + length.value;
  }
  if (!sections[1] || sections[1].length === 0) return null;
  return { width: width.value, height: height.value, mask: sections[1], distance: sections[4] };
}

/** Whether step 9's size checks pass: codec 1's runs add up to the mask; codec 3's data can start and pay for the rows. */
function sizeChecksPass(bytes, { width, height, mask }) {
  const codec = bytes[mask.start], data = mask.start + 1, length = mask.length - 1;
  if (codec === 3) return length >= 5 && bytes[data] === 0 && height <= 5700 * length + 32768;
  if (codec !== 1) return false;
  let covered = 0;
  for (let at = data; at < data + length; ) {
    const run = varint(bytes, at, data + length);
    if (!run) return false;
    covered += run.value;
    at = run.next;
  }
  return covered === width * height;
}

/** The largest single allocation FORMAT.md lets a reader make for `bytes`. */
function allocationBound(bytes) {
  const terms = [BASELINE + 4 * bytes.length];
  const file = outline(bytes);
  if (file && sizeChecksPass(bytes, file)) {
    const { width, height, mask, distance } = file;
    terms.push(Math.ceil((width * height) / 8) + SLACK);
    // Codec 3's rows, and the coder's models with them when a reader keeps both in one block (hitmask.h's scratch).
    const rows = (Math.min(width, 5700 * (mask.length - 1) + 32768) + 3) * ROW_ENTRY_BYTES;
    if (bytes[mask.start] === 3) terms.push(BASELINE + rows + SLACK);
    const fieldValues = (width + 30) * (height + 30);
    if (distance && fieldValues <= MAX_FIELD_VALUES) terms.push(fieldValues + SLACK);
  }
  return Math.max(...terms);
}

// ---------------------------------------------------------------------------------------------------------------
// The files

/** A small deterministic generator (xorshift), so every run tries the same mutants. */
function random(seed) {
  let state = BigInt(seed);
  return (bound) => {
    state ^= (state << 13n) & 0xffffffffffffffffn;
    state ^= state >> 7n;
    state ^= (state << 17n) & 0xffffffffffffffffn;
    return Number(state % BigInt(bound));
  };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function withCRC(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length - 4; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  const out = Uint8Array.from(bytes);
  new DataView(out.buffer).setUint32(out.length - 4, (crc ^ 0xffffffff) >>> 0, true);
  return out;
}

function encodeVarint(value) {
  const out = [];
  do {
    out.push((value % 128) | (value >= 128 ? 0x80 : 0));
    value = Math.floor(value / 128);
  } while (value > 0);
  return out;
}

/** The same file claiming `width` × `height` pixels, its CRC repaired. */
function claiming(bytes, width, height) {
  const w = varint(bytes, 16, bytes.length - 4), h = varint(bytes, w.next, bytes.length - 4);
  return withCRC(Uint8Array.from([...bytes.subarray(0, 16), ...encodeVarint(width), ...encodeVarint(height), ...bytes.subarray(h.next)]));
}

const hex = (text) => Uint8Array.from(Buffer.from(text, 'hex'));

/** Files that broke hitmask.js's bounds (issue 37): valid masks of 2^30 pixels in a few coded bytes, and invalid
 * ones refused only after 128 MiB was taken for their pixels. */
const reported = [
  '89484d4b01010000000000000000f03f808080800401200106030094796b8602010036bd3705',
  '89484d4b01010000000000000000f03f8080808002022001060300b9e4aa90020100a70eaaee',
  '89484d4b01010000000000000000f03f808080800401200106030000000000020100ab1c4d14',
  '89484d4b01010000000000000000f03f80800280800220010201010201009f0b63fd',
  '89484d4b01010000000000000000f03f018080808004200106030000000000020100219f84d2',
  '89484d4b01010000000000000000f03f80800280800220010503000000000201009fc345d4',
].map(hex);

function files() {
  const list = reported.map((bytes, i) => ({ name: `reported-${i}`, bytes }));
  const next = random(20261126);
  const claims = [[MAX_PIXELS, 1], [1, MAX_PIXELS], [2 ** 15, 2 ** 15], [2 ** 29, 2], [5000, 5000]];
  for (const name of readdirSync(vectors).filter((n) => n.endsWith('.hitmask')).sort()) {
    const bytes = readFileSync(join(vectors, name));
    list.push({ name, bytes });
    if (!outline(bytes)) continue;
    claims.forEach(([w, h]) => list.push({ name: `${name} claiming ${w}×${h}`, bytes: claiming(bytes, w, h) }));
    for (let m = 0; m < 4; m++) {
      const mutant = Uint8Array.from(bytes);
      for (let e = 1 + next(3); e > 0; e--) mutant[next(mutant.length - 4)] = next(256);
      list.push({ name: `${name} mutant ${m}`, bytes: withCRC(mutant) });
    }
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------------------
// The readers

/** Loads every file with hitmask.js while its typed arrays are counted; returns each file's largest allocation. */
async function jsLargestAllocations(list) {
  const originals = {};
  let largest = 0, ceiling = Infinity;
  for (const name of ['Uint8Array', 'Uint16Array', 'Uint32Array', 'Int32Array', 'Float64Array']) {
    const Base = (originals[name] = globalThis[name]);
    globalThis[name] = class extends Base {
      constructor(...args) {
        const bytes = typeof args[0] === 'number' ? args[0] * Base.BYTES_PER_ELEMENT : 0;
        largest = Math.max(largest, bytes);
        if (bytes > ceiling) throw new RangeError(`an allocation of ${bytes} bytes, above the ceiling of ${ceiling}`);
        super(...args);
      }
    };
  }
  try {
    // Imported after the counting classes are in place, so that the module's own tables are counted too.
    const { HitMask, HitMaskError } = await import(`../../Readers/JavaScript/hitmask.js?counted=${Date.now()}`);
    return list.map(({ bytes }) => {
      largest = 0;
      ceiling = allocationBound(bytes);
      try {
        HitMask.fromBytes(bytes);
      } catch (error) {
        if (!(error instanceof HitMaskError)) return { largest, failure: error.message };
      }
      return { largest };
    });
  } finally {
    Object.assign(globalThis, originals);
  }
}

test('the bound follows FORMAT.md', () => {
  const [valid, validTall, invalidLate, runsShort, tooManyRows, notRangeCoded] = reported.map(allocationBound);
  assert.ok(valid >= 2 ** 27 && valid < 2 ** 27 + 2 ** 20, `a valid 2^30-pixel mask may take its 128 MiB: ${valid}`);
  assert.ok(validTall >= 2 ** 27, `${validTall}`);
  assert.ok(invalidLate >= 2 ** 27, 'codec 3 data that passes the size checks may take the mask before it fails');
  for (const bound of [runsShort, tooManyRows, notRangeCoded]) assert.ok(bound < 2 ** 20, `${bound}: no pixels`);
});

test('hitmask.js stays within FORMAT.md bounds on every vector and mutant', async () => {
  const list = files();
  const results = await jsLargestAllocations(list);
  const over = [];
  results.forEach(({ largest, failure }, i) => {
    const bound = allocationBound(list[i].bytes);
    if (failure || largest > bound) over.push(`${list[i].name}: largest ${largest}, bound ${bound}${failure ? `: ${failure}` : ''}`);
  });
  assert.ok(list.length > 1000, `${list.length} files`);
  assert.deepEqual(over.slice(0, 10), [], `${over.length} of ${list.length} files over their bound`);
});

/** Writes the files into a fresh folder; returns their paths. */
function written(list, work) {
  return list.map(({ bytes }, i) => {
    const path = join(work, `file${i}.hitmask`);
    writeFileSync(path, bytes);
    return path;
  });
}

test('the Swift reader stays within FORMAT.md bounds under an allocation ceiling', () => {
  assert.ok(existsSync(cli), `${cli} is missing: swift build --product hitmask`);
  const work = mkdtempSync(join(tmpdir(), 'hitmask-memory-'));
  try {
    const preload = join(work, 'largest_allocation.so');
    execFileSync(cc, ['-shared', '-fPIC', '-O2', '-o', preload, join(here, 'largest_allocation.c')]);
    const list = files();
    const paths = written(list, work);
    const report = join(work, 'largest.txt');
    const over = [];
    paths.forEach((path, i) => {
      const bound = allocationBound(list[i].bytes);
      const run = spawnSync(cli, ['verify', path], {
        env: { ...process.env, LD_PRELOAD: preload, HITMASK_ALLOCATION_CEILING: `${bound}`, HITMASK_LARGEST_ALLOCATION: report },
        encoding: 'utf8',
      });
      const largest = Number(readFileSync(report, 'utf8'));
      if (run.status === null || run.status > 1 || largest > bound) {
        over.push(`${list[i].name}: largest ${largest}, bound ${bound}, exit ${run.status ?? run.signal}`);
      }
    });
    assert.deepEqual(over.slice(0, 10), [], `${over.length} of ${list.length} files over their bound`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('hitmask.h stays within FORMAT.md bounds', () => {
  const work = mkdtempSync(join(tmpdir(), 'hitmask-memory-'));
  try {
    const program = join(work, 'c_reader_allocations');
    execFileSync(cc, ['-std=c99', '-O2', '-I', join(root, 'Sources/CHitMask/include'), '-o', program, join(here, 'c_reader_allocations.c')]);
    const list = files();
    const paths = written(list, work);
    const lines = execFileSync(program, paths, { encoding: 'utf8', maxBuffer: 1 << 26 }).trim().split('\n');
    assert.equal(lines.length, list.length);
    const over = [];
    lines.forEach((line, i) => {
      const largest = Number(line.split(' ')[1]), bound = allocationBound(list[i].bytes);
      if (largest > bound) over.push(`${list[i].name}: largest ${largest}, bound ${bound} (${line})`);
    });
    assert.deepEqual(over.slice(0, 10), [], `${over.length} of ${list.length} files over their bound`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
