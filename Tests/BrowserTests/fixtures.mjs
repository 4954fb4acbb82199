// What the browser tests build on: PNG sprites drawn from a function (node's zlib, no npm), the hitmask CLI built
// by `swift build --product hitmask`, and folders that go away after the test.
import { execFileSync } from 'node:child_process';
import { deflateSync } from 'node:zlib';
import { mkdtempSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function hitmaskTool() {
  for (const configuration of ['debug', 'release']) {
    const path = join(repository, '.build', configuration, 'hitmask');
    if (existsSync(path)) return path;
  }
  throw new Error('build the CLI first: swift build --product hitmask');
}

/** Runs the CLI and returns what it printed (throws with its error output on a non-zero exit). */
export function hitmask(...args) {
  return execFileSync(hitmaskTool(), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function temporaryFolder(prefix) {
  return mkdtempSync(join(tmpdir(), `${prefix}-`));
}

/** Where the tests leave their screenshots: build output, never committed. */
export function screenshotFolder() {
  const folder = join(repository, '.build', 'browser-screenshots');
  mkdirSync(folder, { recursive: true });
  return folder;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4), crc = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG: `pixel(x, y)` gives [r, g, b, a]. */
export function png(width, height, pixel) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A sprite whose solid pixels are those `isSolid` picks (opaque orange on clear). */
export function writeSprite(path, width, height, isSolid) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png(width, height, (x, y) => (isSolid(x, y) ? [230, 120, 20, 255] : [0, 0, 0, 0])));
}

/** A deterministic sequence of numbers in [0, 1) (mulberry32: well mixed, unlike a bare LCG's strided outputs). */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
