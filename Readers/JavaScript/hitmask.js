// hitmask.js: the .hitmask reader for JavaScript (browsers, node, game engines), written from docs/FORMAT.md.
// One ES module, no dependencies. `HitMask.fromBytes(bytes)` checks the whole file as the Swift and C readers do
// (the same error kinds, sections and byte offsets) and then answers `contains(x, y)` in O(1); atlas frames,
// touch tolerance (from a DIST section) and physics outlines come with it.
//
//   import { HitMask } from './hitmask.js';
//   const mask = HitMask.fromBytes(new Uint8Array(await (await fetch('hero.hitmask')).arrayBuffer()));
//   mask.contains(12, 40);                       // pixel column 12, row 40 of the image
//
// SPDX-FileCopyrightText: 2026 HitMask authors
// SPDX-License-Identifier: MIT
// The licence's text ends this file.

// The format's numbers (FORMAT.md), named once.
const MAGIC = [0x89, 0x48, 0x4d, 0x4b];
const VERSION = 1;
const VERSION_OFFSET = 4, FLAGS_OFFSET = 5, RECT_MODE_OFFSET = 7, SCALE_OFFSET = 8, SIZE_OFFSET = 16;
const MIN_FILE_SIZE = 23, CRC_SIZE = 4;
const MAX_RECT_MODE = 2, MAX_RECT_GRID = 4096;
const MAX_PIXELS = 2 ** 30;
const CODEC_RUNS = 1, CODEC_TRANSITIONS = 3, CODECS = [CODEC_RUNS, CODEC_TRANSITIONS];
const SOURCE_RECORD_SIZE = 10;
const FRAME_ROTATION = 3, FRAME_HAS_PIVOT = 4, FRAME_FLAGS = 7;
const MAX_FIELD_VALUES = 2 ** 26;
const MARGIN = 15;
const MAX_EPSILON16 = 1024, MIN_PIECE_VERTICES = 3, MAX_PIECE_VERTICES = 255, MIN_RING_POINTS = 3;
/** The fewest bytes a record can take, to check a count against the bytes left before reserving room. */
const MIN_RECT_SIZE = 4, MIN_FRAME_SIZE = 12, MIN_REGION_SIZE = 13, MIN_RING_SIZE = 7, MIN_POINT_SIZE = 2, MIN_PIECE_SIZE = 4;
/** Section ids (FORMAT.md, "Sections"), and each id's name for errors. */
const SECTION = { MASK: 1, RECT: 2, SRCH: 3, DIST: 4, FRAM: 5, OUTL: 6, FOUT: 7 };
const SECTION_NAMES = Object.fromEntries(Object.entries(SECTION).map(([name, id]) => [id, name]));

/**
 * Where (u, v) of a W × H area lies once the area is turned `quarterTurns` (0–3) clockwise, as FRAM stores a
 * frame's kept pixels. `cell` is 1 for pixels (whole cells, named by their top-left corner) and 0 for points.
 * Turning back is turning by 4 − quarterTurns with the turned area's width and height.
 */
function turnClockwise(quarterTurns, W, H, u, v, cell) {
  switch (quarterTurns) {
    case 1: return [H - cell - v, u];
    case 2: return [W - cell - u, H - cell - v];
    case 3: return [v, W - cell - u];
    default: return [u, v];
  }
}

/**
 * The 32 pixels of a mask from pixel `start` on (start below its pixel count), the first in the most significant
 * place: one big-endian 4-byte read and one byte, from the view of its bits and the room `newBits` leaves after them.
 */
function window32(view, start) {
  const i = start >>> 3, shift = start & 7; // start < 2^30: a mask holds at most 2^30 pixels
  return ((view.getInt32(i) << shift) | (view.getUint8(i + 4) >>> (8 - shift))) >>> 0;
}

/** The solid pixels of a 32-pixel word, in parallel. */
function popcount32(word) {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A placed side: its pixels and its matrix, or null when the matrix places nothing (not finite, or singular). */
function placedSprite(mask, frame, m) {
  const det = m.a * m.d - m.b * m.c;
  if (![m.a, m.b, m.c, m.d, m.e, m.f, det].every(Number.isFinite) || det === 0) return null;
  const framed = frame !== undefined && frame !== null;
  const [width, height] = framed ? frame.sourceSize : [mask.width, mask.height];
  return { mask, frame: framed ? frame : null, m, det, width, height };
}

/** Whether the world point (x + ½, y + ½) lands on a solid pixel: the matrix undone as FORMAT.md spells it. */
function placedSolid(p, x, y) {
  const { m, det } = p;
  const qx = x + 0.5 - m.e, qy = y + 0.5 - m.f;
  const u = (m.d * qx - m.c * qy) / det, v = (m.a * qy - m.b * qx) / det;
  if (!(u >= 0 && v >= 0 && u < p.width && v < p.height)) return false;
  return p.frame ? p.mask.frameContains(p.frame, Math.floor(u), Math.floor(v)) : p.mask.contains(Math.floor(u), Math.floor(v));
}

/** The placed corners' low and high ends along an axis (0: x, 1: y). */
function placedRange(p, axis) {
  const { m, width: w, height: h } = p;
  const [s, t, o] = axis === 0 ? [m.a, m.c, m.e] : [m.b, m.d, m.f];
  const ends = [0, w * s, h * t, w * s + h * t].map((v) => v + o);
  return [Math.min(...ends), Math.max(...ends)];
}

/** The whole numbers n whose n + ½ can lie in both ranges (each widened a unit; |n| < 2^52), first and last. */
function placedSpan(a, b, axis) {
  const limit = 2 ** 52 - 1;
  const [la, ha] = placedRange(a, axis), [lb, hb] = placedRange(b, axis);
  return [Math.max(Math.floor(Math.max(la, lb)) - 1, -limit), Math.min(Math.ceil(Math.min(ha, hb)) + 1, limit)];
}

/** Whether a matrix only moves by whole pixels (each at most 2^31) and flips: a and d each ±1, b and c 0. */
function isWholePixelMove(m) {
  return (m.a === 1 || m.a === -1) && m.b === 0 && m.c === 0 && (m.d === 1 || m.d === -1)
    && Number.isInteger(m.e) && Number.isInteger(m.f) && Math.abs(m.e) <= 2 ** 31 && Math.abs(m.f) <= 2 ** 31;
}

/**
 * Whether two sides placed by whole-pixel moves with flips share a solid pixel, by the word path. A side `width`
 * wide flipped across x (a = −1) covers the world's columns e − width … e − 1, its pixel u at column e − 1 − u (the
 * rule's centres land there exactly). The world flipped across a's flips holds a unflipped and b at a whole offset,
 * mirrored along each axis where the two flips differ.
 */
function wholePixelMovesOverlap(a, m, b, n) {
  // A side's first world column and row, and the offset of b's from a's in the world flipped across a's flips.
  const left = (side, k) => (k.a === 1 ? k.e : k.e - side.width), top = (side, k) => (k.d === 1 ? k.f : k.f - side.height);
  const dx = m.a === 1 ? left(b, n) - left(a, m) : left(a, m) + a.width - left(b, n) - b.width;
  const dy = m.d === 1 ? top(b, n) - top(a, m) : top(a, m) + a.height - top(b, n) - b.height;
  return compareSprites(a, mirrored(b, m.a !== n.a, m.d !== n.d), dx, dy, true) !== null;
}

/**
 * One side of an overlap: a mask, or a frame's untrimmed sprite read from the mask (its page), `width` × `height`.
 * Sprite pixels outside [minX, maxX) × [minY, maxY) are clear; an unturned sprite's pixel (x, y) is the page's bit
 * (originY + y) × width + originX + x, read 32 at a time (`wholeRows`); a turned frame's rows, and a mirrored side's,
 * through `sideWindow`.
 */
function overlapSprite(mask, frame) {
  const sprite = {
    mask, turned: null, mirrorX: false, mirrorY: false, wholeRows: true, width: mask.width, height: mask.height,
    minX: 0, maxX: mask.width, minY: 0, maxY: mask.height, originX: 0, originY: 0,
  };
  if (frame === undefined || frame === null) return sprite;
  [sprite.width, sprite.height] = frame.sourceSize;
  const [px, py, pw, ph] = frame.pageRect;
  const turned = frame.rotation % 2 === 1, W = turned ? ph : pw, H = turned ? pw : ph;
  const [tx, ty] = frame.trim, [sw, sh] = frame.sourceSize;
  Object.assign(sprite, { minX: Math.max(0, tx), maxX: Math.min(sw, tx + W), minY: Math.max(0, ty), maxY: Math.min(sh, ty + H) });
  sprite.originX = px - tx;
  sprite.originY = py - ty;
  if (frame.rotation !== 0) {
    sprite.turned = frame;
    sprite.wholeRows = false;
  } else { // a frame of another page: only this page's pixels
    sprite.minX = Math.max(sprite.minX, -sprite.originX);
    sprite.maxX = Math.min(sprite.maxX, mask.width - sprite.originX);
    sprite.minY = Math.max(sprite.minY, -sprite.originY);
    sprite.maxY = Math.min(sprite.maxY, mask.height - sprite.originY);
  }
  return sprite;
}

const BIT_ROOM = 4;

/** The mask's bits and the room after them as a DataView, made when an overlap first reads them, then kept. */
function bitView(mask) {
  if (mask._bitView === null) {
    mask._bitView = new DataView(mask.bits.buffer, mask.bits.byteOffset, mask.bits.byteLength + BIT_ROOM);
  }
  return mask._bitView;
}

/** The side mirrored across x and/or y within its `width` × `height`: its pixel (x, y) is the side's (width − 1 − x, y). */
function mirrored(sprite, acrossX, acrossY) {
  const m = { ...sprite, mirrorX: acrossX, mirrorY: acrossY, wholeRows: sprite.wholeRows && !acrossX && !acrossY };
  if (acrossX) [m.minX, m.maxX] = [sprite.width - sprite.maxX, sprite.width - sprite.minX];
  if (acrossY) [m.minY, m.maxY] = [sprite.height - sprite.maxY, sprite.height - sprite.minY];
  return m;
}

/**
 * A side's pixels (x … x + count − 1, y), count ≤ 32, the first in the most significant bit, for a side whose rows
 * are not read whole: a turned frame's a pixel at a time; a mirrored side's as the side's own pixels, from the
 * mirror image of the last on, with their order reversed.
 */
function sideWindow(sprite, x, y, count) {
  const row = sprite.mirrorY ? sprite.height - 1 - y : y;
  if (!sprite.mirrorX) return unmirroredWindow(sprite, x, row, count);
  return (reverse32(unmirroredWindow(sprite, sprite.width - x - count, row, count)) << (32 - count)) >>> 0;
}

/** The side's own pixels (x … x + count − 1, y): a window of its page, or a turned frame's a pixel at a time. */
function unmirroredWindow(sprite, x, y, count) {
  const { mask } = sprite;
  if (sprite.turned === null) return window32(bitView(mask), (sprite.originY + y) * mask.width + sprite.originX + x);
  let word = 0;
  for (let k = 0; k < count; k++) if (mask.frameContains(sprite.turned, x + k, y)) word |= 1 << (31 - k);
  return word >>> 0;
}

/** A 32-bit word's bits in the opposite order. */
function reverse32(w) {
  w = ((w >>> 1) & 0x55555555) | ((w & 0x55555555) << 1);
  w = ((w >>> 2) & 0x33333333) | ((w & 0x33333333) << 2);
  w = ((w >>> 4) & 0x0f0f0f0f) | ((w & 0x0f0f0f0f) << 4);
  w = ((w >>> 8) & 0x00ff00ff) | ((w & 0x00ff00ff) << 8);
  return ((w >>> 16) | (w << 16)) >>> 0;
}

/**
 * Walks the rows where b, its pixel (0, 0) at a's (dx, dy), meets a, 32 pixels at a time: with `first`, the first
 * shared pixel `{x, y}` in a's pixels (the smallest y, then x) or null; else how many pixels they share. Offsets are
 * floored; one that is not a finite number shares nothing, and so does one that puts b wholly outside a (tested
 * before any sum). Each whole-rows side's row starts at one bit index, read 32 bits at a time.
 */
function compareSprites(a, b, dx, dy, first) {
  const none = first ? null : 0;
  if (typeof dx !== 'number' || typeof dy !== 'number' || !Number.isFinite(dx) || !Number.isFinite(dy)) return none;
  dx = Math.floor(dx);
  dy = Math.floor(dy);
  if (a.minX >= a.maxX || a.minY >= a.maxY || b.minX >= b.maxX || b.minY >= b.maxY) return none;
  if (!(dx < a.maxX - b.minX && dx > a.minX - b.maxX && dy < a.maxY - b.minY && dy > a.minY - b.maxY)) return none;
  const x0 = Math.max(a.minX, b.minX + dx), x1 = Math.min(a.maxX, b.maxX + dx);
  const y0 = Math.max(a.minY, b.minY + dy), y1 = Math.min(a.maxY, b.maxY + dy);
  const aBits = bitView(a.mask), bBits = bitView(b.mask), aWidth = a.mask.width, bWidth = b.mask.width;
  const aWhole = a.wholeRows, bWhole = b.wholeRows, columns = x1 - x0;
  let area = 0;
  // Each whole-rows side's row start, stepped a row at a time.
  let aRow = (a.originY + y0) * aWidth + a.originX + x0, bRow = (b.originY + y0 - dy) * bWidth + b.originX + x0 - dx;
  for (let y = y0; y < y1; y++, aRow += aWidth, bRow += bWidth) {
    for (let k = 0; k < columns; k += 32) {
      const count = columns - k < 32 ? columns - k : 32;
      let word = (aWhole ? window32(aBits, aRow + k) : sideWindow(a, x0 + k, y, count))
        & (bWhole ? window32(bBits, bRow + k) : sideWindow(b, x0 + k - dx, y - dy, count));
      if (count < 32) word &= ~(0xffffffff >>> count);
      if (word === 0) continue;
      if (first) return { x: x0 + k + Math.clz32(word), y };
      area += popcount32(word);
    }
  }
  return first ? null : area;
}

/** Why a file was refused: `kind` (as the conformance vectors name it), `section`, `offset` and a reason. */
export class HitMaskError extends Error {
  constructor(kind, section, offset, reason) {
    super(`${kind.replace(/-/g, ' ')}${section ? ` in ${section}` : ''}${offset != null ? ` at byte ${offset}` : ''}: ${reason}`);
    this.name = 'HitMaskError';
    this.kind = kind;
    this.section = section;
    this.offset = offset;
    this.reason = reason;
  }

  /** A newer writer made the file (a newer version or codec), rather than damage. */
  get isFromNewerWriter() {
    return this.kind === 'unsupported-version' || this.kind === 'unsupported-codec';
  }
}

const corrupt = (section, offset, reason) => new HitMaskError('corrupt-section', section, offset, reason);

// ---------------------------------------------------------------------------------------------------------------
// Bytes

/** Reads fields from `bytes[start, end)`; every failure is a corrupt `section` at the failing field's offset. */
class Reader {
  constructor(bytes, start, end, section) {
    this.bytes = bytes;
    this.offset = start;
    this.end = end;
    this.section = section;
  }

  get left() {
    return this.end - this.offset;
  }

  fail(reason, offset = this.offset) {
    return corrupt(this.section, offset, reason);
  }

  u8() {
    if (this.offset >= this.end) throw this.fail('ends inside a field');
    return this.bytes[this.offset++];
  }

  /** Unsigned LEB128: at most 5 bytes, at most 2^32 − 1. */
  varint() {
    const start = this.offset;
    let value = 0;
    for (let i = 0; i < 5; i++) {
      if (this.offset >= this.end) throw this.fail('a varint runs past the end', start);
      const byte = this.bytes[this.offset++];
      value += (byte & 0x7f) * 2 ** (7 * i);
      if ((byte & 0x80) === 0) {
        if (value > 0xffffffff) throw this.fail('a varint exceeds 32 bits', start);
        return value;
      }
    }
    throw this.fail('a varint is longer than 5 bytes', start);
  }

  zigzag() {
    const v = this.varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }

  f64() {
    if (this.end - this.offset < 8) throw this.fail('ends inside a number');
    const value = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 8).getFloat64(0, true);
    this.offset += 8;
    return value;
  }
}

/** Runs `body`, reporting any error at `offset` (the start of the record being read). */
function record(reader, body) {
  const start = reader.offset;
  try {
    return body();
  } catch (error) {
    if (error instanceof HitMaskError) throw corrupt(error.section, start, error.reason);
    throw error;
  }
}

let crcTable = null;
function crc32(bytes, end) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < end; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Codec 3: transitions (an adaptive binary range coder over CCITT G4's modes)

const START = { v0: 58, pass: 87, horizontal: 81, negative: 46, magnitude1: 23, magnitude2: 30, top: 62 };
const LENGTH_START = [3, 19, 24, 33, 45, 57, 72, 77, 83];
const RATES = new Uint32Array(63).map((_, k) => Math.floor(65536 / (k + 1.5) + 0.5));

// "Ending and limits": a modelled decision costs at least 0.00141 bits, so `length` coded bytes account for at most
// this many decisions; the height is checked against it before allocating, and every decision counts against it.
const DECISIONS_PER_BYTE = 5700, DECISIONS_ALLOWED_FREE = 32768;
const decisionBudget = (length) => DECISIONS_PER_BYTE * length + DECISIONS_ALLOWED_FREE;

// All the models live in one table, at these offsets (a decoder copies the starting probabilities of the mode
// models once per file, and those of a run context's 64 length models when a run first needs them: most files use
// few of the 68 run contexts, so copying all 5,648 models cost small files most of their time).
const V0 = 0, PASS = 162, HORIZONTAL = 324, NEGATIVE = 486, MAGNITUDE1 = 648, MAGNITUDE2 = 972;
const LENGTHS = 1296, TOP = LENGTHS + 4 * 17 * 32, MODEL_COUNT = TOP + 4 * 17 * 32;
let startingProbabilities = null;
function modelStart() {
  if (!startingProbabilities) {
    const p = new Uint16Array(MODEL_COUNT);
    const fill = (from, to, percent) => p.fill(Math.floor((percent * 65536) / 100), from, to);
    fill(V0, PASS, START.v0);
    fill(PASS, HORIZONTAL, START.pass);
    fill(HORIZONTAL, NEGATIVE, START.horizontal);
    fill(NEGATIVE, MAGNITUDE1, START.negative);
    fill(MAGNITUDE1, MAGNITUDE2, START.magnitude1);
    fill(MAGNITUDE2, LENGTHS, START.magnitude2);
    for (let i = 0; i < TOP - LENGTHS; i++) {
      const k = i % 32;
      p[LENGTHS + i] = Math.floor(((k < 9 ? LENGTH_START[k] : 93) * 65536) / 100);
    }
    fill(TOP, MODEL_COUNT, START.top);
    startingProbabilities = p;
  }
  return startingProbabilities;
}

// One set of model tables and one pair of rows serve every decode: a decode runs to its end without yielding, so
// no two overlap, and a file of small sprites then allocates nothing per mask. (Rows for an unusually wide mask are
// its own, so that one huge mask does not stay in memory after it is decoded.)
const SHARED_ROW_LIMIT = 1 << 16;
let models = null, rows = null;

function sharedModels() {
  if (!models) {
    models = {
      p: new Uint16Array(MODEL_COUNT),
      n: new Uint8Array(MODEL_COUNT),
      startedRuns: new Uint8Array(4 * 17),
      modeStart: modelStart().subarray(0, LENGTHS),
    };
  }
  return models;
}

function newRows(room) {
  return {
    ref: new Int32Array(room), refCategory: new Uint8Array(room),
    row: new Int32Array(room), rowCategory: new Uint8Array(room),
  };
}

/** Two rows of changes (then three sentinels) and their categories, with room for `size` entries each. */
function rowBuffers(size) {
  if (size > SHARED_ROW_LIMIT) return newRows(size);
  if (!rows || rows.ref.length < size) {
    rows = newRows(Math.max(size, rows ? Math.min(2 * rows.ref.length, SHARED_ROW_LIMIT) : 256));
  }
  return rows;
}

class TransitionDecoder {
  constructor(bytes, start, length, budget) {
    this.bytes = bytes;
    this.start = start;
    this.length = length;
    this.range = 0xffffffff;
    this.code = ((bytes[start + 1] << 24) | (bytes[start + 2] << 16) | (bytes[start + 3] << 8) | bytes[start + 4]) >>> 0;
    this.position = 5;
    this.budget = budget;
    const shared = sharedModels();
    this.p = shared.p;
    this.n = shared.n;
    this.startedRuns = shared.startedRuns;
    this.p.set(shared.modeStart);
    this.n.fill(1, 0, LENGTHS);
    this.startedRuns.fill(0);
  }

  /** Starts the length and top-bit models of the run context at `base` before its first run. */
  startRun(base) {
    if (this.startedRuns[base >> 5] === 1) return;
    this.startedRuns[base >> 5] = 1;
    const start = modelStart();
    for (let k = 0; k < 32; k++) {
      this.p[LENGTHS + base + k] = start[LENGTHS + base + k];
      this.p[TOP + base + k] = start[TOP + base + k];
      this.n[LENGTHS + base + k] = 1;
      this.n[TOP + base + k] = 1;
    }
  }

  fail(reason) {
    return corrupt('MASK', this.start + Math.min(this.position, this.length), reason);
  }

  normalize() {
    while (this.range < 0x1000000) {
      if (this.position === this.length) throw this.fail('the coded data ends early');
      this.range = (this.range << 8) >>> 0;
      this.code = ((this.code << 8) | this.bytes[this.start + this.position++]) >>> 0;
    }
  }

  /** One decision with the adaptive model `i`. */
  decode(i) {
    if (--this.budget < 0) throw this.fail('takes more decisions than its size allows');
    const p = this.p[i];
    const bound = (this.range >>> 16) * p;
    const n = this.n[i];
    const rate = RATES[n];
    let bit, q;
    if (this.code < bound) {
      this.range = bound;
      bit = 0;
      q = p + (((65536 - p) * rate) >>> 16);
    } else {
      this.code = this.code - bound;
      this.range = this.range - bound;
      bit = 1;
      q = p - ((p * rate) >>> 16);
    }
    this.p[i] = q < 64 ? 64 : q > 65472 ? 65472 : q;
    if (n < 62) this.n[i] = n + 1;
    if (this.range < 0x1000000) this.normalize();
    return bit;
  }

  /** One decision with both values equally likely. */
  decodeEven() {
    if (--this.budget < 0) throw this.fail('takes more decisions than its size allows');
    this.range = this.range >>> 1;
    let bit = 0;
    if (this.code >= this.range) {
      this.code = this.code - this.range;
      bit = 1;
    }
    if (this.range < 0x1000000) this.normalize();
    return bit;
  }

  /** A horizontal run's length, coded in the length models of (colour, which run, predicted length's bits). */
  run(colour, which, predicted) {
    const predictedBits = Math.min(16, 32 - Math.clz32(predicted + 1));
    const base = ((colour * 2 + which) * 17 + predictedBits) * 32;
    this.startRun(base);
    let L = 1;
    while (L < 31 && this.decode(LENGTHS + base + L - 1) === 1) L++;
    if (L === 1) return 0;
    let v = 2 + this.decode(TOP + base + L - 1);
    for (let k = 0; k < L - 2; k++) v = 2 * v + this.decodeEven();
    return v - 1;
  }
}

/** Decodes codec 3's `data` (`length` bytes at `start`) into new packed bits, allocated once the size checks pass. */
function decodeTransitions(bytes, start, length, width, height) {
  const data = start;
  if (length < 5 || bytes[data] !== 0) throw corrupt('MASK', data, 'the transition data does not start as a range coder does');
  const budget = decisionBudget(length);
  if (height > budget) throw corrupt('MASK', data, 'too many rows for the coded data');
  const bits = newBits(width, height);
  const coder = new TransitionDecoder(bytes, data, length, budget);
  const W = width;
  // The reference row and the row being decoded: changes, then three sentinels W, with the category each change
  // was coded in (8 for the sentinels). The two swap after each row. A change takes at least one decision and
  // every decision is counted against the budget, so a row holds at most min(W, budget) changes: a few coded
  // bytes claiming a very wide mask get rows of their budget's size, not of the width's.
  let { ref, refCategory, row, rowCategory } = rowBuffers(Math.min(W, budget) + 3);
  ref.fill(W, 0, 3);
  refCategory.fill(8, 0, 3);
  for (let y = 0; y < height; y++) {
    let count = 0, a0 = -1, colour = 0, j = 0;
    while (a0 < W) {
      while (j > 0 && ref[j - 1] > a0) j--;
      while (ref[j] <= a0 || (j & 1) !== colour) j++;
      const b1 = ref[j], b2 = ref[j + 1];
      const gap = b2 - b1, distance = b1 - a0;
      const span = gap <= 1 ? 0 : gap <= 3 ? 1 : 2;
      const near = distance <= 1 ? 0 : distance <= 4 ? 1 : 2;
      const ctx = ((refCategory[j] * 3 + span) * 3 + near) * 2 + colour;
      let d;
      if (coder.decode(V0 + ctx) === 1) {
        d = 0;
      } else if (coder.decode(PASS + ctx) === 1) {
        if (!(b2 < W)) throw coder.fail(`row ${y}: a pass past the row's end`);
        a0 = b2;
        continue;
      } else if (coder.decode(HORIZONTAL + ctx) === 1) {
        const begin = a0 > 0 ? a0 : 0;
        const r1 = coder.run(colour, 0, b1 - begin);
        if (!(r1 <= W - begin && (r1 >= 1 || a0 < 0))) throw coder.fail(`row ${y}: a first run that does not fit`);
        const a1 = begin + r1;
        const r2 = coder.run(1 - colour, 1, b2 - b1);
        if (!(r2 <= W - a1 && (r2 >= 1 || a1 === W))) throw coder.fail(`row ${y}: a second run that does not fit`);
        const a2 = a1 + r2;
        if (a1 < W) {
          row[count] = a1;
          rowCategory[count++] = 7;
        }
        if (a2 < W) {
          row[count] = a2;
          rowCategory[count++] = 7;
        }
        a0 = a2;
        continue;
      } else {
        const negative = coder.decode(NEGATIVE + ctx);
        const s = ctx * 2 + negative;
        const m = coder.decode(MAGNITUDE1 + s) === 1 ? 1 : coder.decode(MAGNITUDE2 + s) === 1 ? 2 : 3;
        d = negative ? -m : m;
      }
      // A vertical change, d pixels from b1.
      const a1 = b1 + d;
      if (!(a0 < a1 && a1 <= W)) throw coder.fail(`row ${y}: a vertical change outside the row`);
      if (a1 < W) {
        row[count] = a1;
        rowCategory[count++] = d + 3;
      }
      a0 = a1;
      colour = 1 - colour;
    }
    // The row's pixels: solid from c0 to c1 − 1, c2 to c3 − 1, …, and from the last change to W − 1 if odd.
    const rowStart = y * W;
    for (let k = 0; k < count; k += 2) {
      setSolid(bits, rowStart + row[k], (k + 1 < count ? row[k + 1] : W) - row[k]);
    }
    row[count] = row[count + 1] = row[count + 2] = W;
    rowCategory[count] = rowCategory[count + 1] = rowCategory[count + 2] = 8;
    [ref, row] = [row, ref];
    [refCategory, rowCategory] = [rowCategory, refCategory];
  }
  if (coder.position !== length) throw coder.fail('bytes are left after the last row');
  return bits;
}

/** Decodes codec 1's runs (`bytes[start, end)`) into new packed bits, allocated once the runs add up. */
function decodeRunLengths(bytes, start, end, width, height) {
  const total = width * height;
  // First pass: the runs must cover exactly width × height pixels before anything is allocated.
  const runs = new Reader(bytes, start, end, 'MASK');
  let covered = 0;
  while (runs.left > 0) {
    const runOffset = runs.offset;
    const run = runs.varint();
    if (run > total - covered) throw runs.fail('the runs cover more than the mask', runOffset);
    covered += run;
  }
  if (covered !== total) throw corrupt('MASK', end, `the runs cover ${covered} of ${total} pixels`);
  const bits = newBits(width, height);
  runs.offset = start;
  let index = 0, solid = false;
  while (runs.left > 0) {
    const run = runs.varint();
    if (solid) setSolid(bits, index, run);
    index += run;
    solid = !solid;
  }
  return bits;
}

/**
 * An all-clear mask: one bit a pixel, row-major, the first pixel in the first byte's high bit. Its buffer has
 * `BIT_ROOM` bytes of room after the bits, so that an overlap reads any 32 pixels in two reads (`window32`).
 */
function newBits(width, height) {
  const size = Math.ceil((width * height) / 8);
  return new Uint8Array(size + BIT_ROOM).subarray(0, size);
}

/** Pixels start … start + count − 1 of the row-major stream turn solid: a mask for each partial byte at the ends,
 * whole bytes between. */
function setSolid(bits, start, count) {
  if (count <= 0) return;
  const end = start + count, first = start >> 3, last = (end - 1) >> 3;
  const head = 0xff >> (start & 7), tail = (0xff << (7 - ((end - 1) & 7))) & 0xff;
  if (first === last) {
    bits[first] |= head & tail;
    return;
  }
  bits[first] |= head;
  for (let i = first + 1; i < last; i++) bits[i] = 0xff;
  bits[last] |= tail;
}

// ---------------------------------------------------------------------------------------------------------------
// Sections

/** Where a section's payload lies: a reader of it, named for errors. */
function payload(bytes, section, name) {
  return new Reader(bytes, section.start, section.end, name);
}

/** 1–4: the magic, the version, the size and the CRC. Yields where the body ends (the CRC's offset). */
function readContainer(bytes) {
  const size = bytes.length;
  for (let i = 0; i < Math.min(MAGIC.length, size); i++) {
    if (bytes[i] !== MAGIC[i]) throw new HitMaskError('not-a-hitmask', null, 0, 'the file does not start with the .hitmask magic');
  }
  if (size <= MAGIC.length) throw new HitMaskError('truncated', null, size, 'the file ends inside the header');
  if (bytes[VERSION_OFFSET] !== VERSION) {
    throw new HitMaskError('unsupported-version', null, VERSION_OFFSET, `format version ${bytes[VERSION_OFFSET]} (this reader reads ${VERSION})`);
  }
  if (size < MIN_FILE_SIZE) throw new HitMaskError('truncated', null, size, 'the file is shorter than the smallest header');
  const crcOffset = size - CRC_SIZE;
  const stored = (bytes[crcOffset] | (bytes[crcOffset + 1] << 8) | (bytes[crcOffset + 2] << 16) | (bytes[crcOffset + 3] << 24)) >>> 0;
  if (crc32(bytes, crcOffset) !== stored) throw new HitMaskError('checksum-mismatch', null, crcOffset, 'the CRC-32 does not match the file');
  return crcOffset;
}

/** 5: the header's fields, every failure a corrupt header. Yields them and where the section table starts. */
function readHeader(bytes, body) {
  const reader = new Reader(bytes, SCALE_OFFSET, body, 'header');
  const asHeader = (read) => {
    try {
      return read();
    } catch (error) {
      if (error instanceof HitMaskError) throw new HitMaskError('corrupt-header', 'header', error.offset, error.reason);
      throw error;
    }
  };
  const fail = (offset, reason) => new HitMaskError('corrupt-header', 'header', offset, reason);
  const [flags, threshold, rectMode] = bytes.subarray(FLAGS_OFFSET, SCALE_OFFSET);
  if (rectMode > MAX_RECT_MODE) throw fail(RECT_MODE_OFFSET, `rect mode ${rectMode} is not 0, 1 or 2`);
  const scale = asHeader(() => reader.f64());
  if (!(Number.isFinite(scale) && scale > 0)) throw fail(SCALE_OFFSET, `scale ${scale} is not a positive number`);
  const width = asHeader(() => reader.varint());
  const height = asHeader(() => reader.varint());
  if (width === 0 || height === 0 || width * height > MAX_PIXELS) {
    throw fail(SIZE_OFFSET, `a ${width}×${height} mask is empty or over 2^30 pixels`);
  }
  const gridOffset = reader.offset;
  const rectGrid = asHeader(() => reader.varint());
  if (rectGrid < 1 || rectGrid > MAX_RECT_GRID) throw fail(gridOffset, `rect grid ${rectGrid} is outside 1...4096`);
  return { flags, threshold, rectMode, scale, width, height, rectGrid, sectionsStart: reader.offset };
}

/**
 * 6–7: the sections up to the CRC (ids increasing, payloads within the body), MASK and RECT present, then MASK's
 * codec byte. Yields each known id's `{start, end}` and the codec.
 */
function readSectionTable(bytes, start, body) {
  const sections = {};
  let position = start, previous = 0;
  while (position < body) {
    const id = bytes[position];
    const name = SECTION_NAMES[id] ?? `section ${id}`;
    if (id <= previous) throw corrupt(name, position, `section id ${id} does not follow ${previous}`);
    const table = new Reader(bytes, position + 1, body, name);
    const lengthOffset = table.offset;
    const length = table.varint();
    if (length > body - table.offset) throw table.fail('the payload runs past the CRC', lengthOffset);
    sections[id] = { start: table.offset, end: table.offset + length };
    previous = id;
    position = table.offset + length;
  }
  if (!sections[SECTION.MASK]) throw corrupt('MASK', body, 'the file has no MASK section');
  if (!sections[SECTION.RECT]) throw corrupt('RECT', body, 'the file has no RECT section');
  const mask = sections[SECTION.MASK];
  if (mask.start === mask.end) throw corrupt('MASK', mask.start, 'an empty MASK section has no codec');
  const codec = bytes[mask.start];
  if (!CODECS.includes(codec)) throw new HitMaskError('unsupported-codec', 'MASK', mask.start, `codec ${codec}`);
  return { sections, codec };
}

/** 8: RECT's shape rects, each inside the mask. */
function readShapeRects(bytes, section, { width, height }) {
  const reader = payload(bytes, section, 'RECT');
  const rects = readRects(reader, width, height, 'rects');
  if (reader.left > 0) throw reader.fail('bytes follow the last rect');
  return rects;
}

/** 8: SRCH's source record (digest as 16 hex digits, generator revision), or null without the section. */
function readSource(bytes, section) {
  if (!section) return null;
  const { start, end } = section;
  if (end - start !== SOURCE_RECORD_SIZE) throw corrupt('SRCH', start, `a source record of ${end - start} bytes, not 10`);
  let digest = '';
  for (let i = 7; i >= 0; i--) digest += bytes[start + i].toString(16).padStart(2, '0');
  return { digest, generatorRevision: bytes[start + 8] | (bytes[start + 9] << 8) };
}

/** 8: FRAM's frames, each within the page; [] without the section. */
function readFrames(bytes, section, { width, height }) {
  if (!section) return [];
  const reader = payload(bytes, section, 'FRAM');
  const countOffset = reader.offset;
  const count = reader.varint();
  if (count > reader.left / MIN_FRAME_SIZE) throw reader.fail(`${count} frames cannot fit in the bytes left`, countOffset);
  const frames = [];
  for (let i = 0; i < count; i++) frames.push(record(reader, () => readFrame(reader, i, width, height)));
  if (reader.left > 0) throw reader.fail('bytes follow the last frame');
  return frames;
}

function readFrame(reader, i, width, height) {
  const nameLength = reader.varint();
  if (nameLength === 0 || nameLength > reader.left) throw reader.fail(`frame ${i}: an empty name or one past the payload`);
  const name = new TextDecoder().decode(reader.bytes.subarray(reader.offset, reader.offset + nameLength));
  reader.offset += nameLength;
  const quoted = JSON.stringify(name);
  const pageRect = [reader.varint(), reader.varint(), reader.varint(), reader.varint()];
  if (pageRect[0] + pageRect[2] > width || pageRect[1] + pageRect[3] > height) {
    throw reader.fail(`frame ${quoted}: its page rect lies outside the page`);
  }
  const flags = reader.u8();
  if (flags & ~FRAME_FLAGS) throw reader.fail(`frame ${quoted}: unknown flag bits`);
  const trim = [reader.zigzag(), reader.zigzag()];
  const sourceSize = [reader.varint(), reader.varint()];
  if (sourceSize[0] === 0 || sourceSize[1] === 0 || sourceSize[0] * sourceSize[1] > MAX_PIXELS) {
    throw reader.fail(`frame ${quoted}: a source size of 0 or over 2^30 pixels`);
  }
  let pivot = null;
  if (flags & FRAME_HAS_PIVOT) {
    pivot = [reader.f64(), reader.f64()];
    if (!Number.isFinite(pivot[0]) || !Number.isFinite(pivot[1])) throw reader.fail(`frame ${quoted}: a pivot that is not finite`);
  }
  const rects = readRects(reader, sourceSize[0], sourceSize[1], 'frame rects');
  return { name, pageRect, rotation: flags & FRAME_ROTATION, trim, sourceSize, pivot, rects };
}

/** 9: the pixels, as the codec says (each codec checks the size against its data before allocating them). */
function readPixels(bytes, { start, end }, codec, { width, height }) {
  return codec === CODEC_RUNS
    ? decodeRunLengths(bytes, start + 1, end, width, height)
    : decodeTransitions(bytes, start + 1, end - start - 1, width, height);
}

/** 10: DIST's field of (width + 30) × (height + 30) squared distances, or null without the section. */
function readDistanceField(bytes, section, { width, height }) {
  if (!section) return null;
  const count = (width + 2 * MARGIN) * (height + 2 * MARGIN);
  if (count > MAX_FIELD_VALUES) throw corrupt('DIST', section.start, `a field of ${count} values exceeds 2^26`);
  if (section.start === section.end) throw corrupt('DIST', section.start, 'an empty distance field');
  const tokens = payload(bytes, section, 'DIST');
  const field = new Uint8Array(count);
  let filled = 0;
  while (filled < count) {
    record(tokens, () => {
      const t = tokens.varint();
      const n = Math.floor(t / 2) + 1;
      if (n > count - filled) throw tokens.fail(`a token of ${n} values where ${count - filled} are missing`);
      if (t % 2 === 1) {
        field.fill(tokens.u8(), filled, filled + n);
      } else {
        if (n > tokens.left) throw tokens.fail('a literal runs past the payload');
        field.set(bytes.subarray(tokens.offset, tokens.offset + n), filled);
        tokens.offset += n;
      }
      filled += n;
    });
  }
  if (tokens.left > 0) throw tokens.fail('bytes follow the last token');
  return field;
}

/**
 * 11: OUTL's settings and regions, checked; null without the section. Yields a function that decodes them (points
 * in sixteenths) from a copy of the regions' bytes: the mask calls it when they are first asked for.
 */
function readOutlines(bytes, section, { width, height }) {
  if (!section) return null;
  const reader = payload(bytes, section, 'OUTL');
  const settings = readOutlineSettings(reader);
  const count = readRegionCount(reader);
  const kept = bytes.slice(reader.offset, section.end);
  const regions = (from) => readRegions(from, count, [0, 0], 16 * width, 16 * height, settings.maxVertices);
  regions(reader);
  if (reader.left > 0) throw reader.fail('bytes follow the last region');
  return () => ({ ...settings, regions: regions(new Reader(kept, 0, kept.length, 'OUTL')) });
}

/** 12: FOUT's shared settings and each frame's regions, checked; null without. Yields their decoder, as readOutlines. */
function readFrameOutlines(bytes, section, framesSection, frames) {
  if (!section) return null;
  const reader = payload(bytes, section, 'FOUT');
  if (!framesSection) throw reader.fail('frame outlines without a FRAM section');
  const settings = readOutlineSettings(reader);
  const start = reader.offset;
  const kept = bytes.slice(start, section.end);
  const perFrame = (from) => frames.map(({ sourceSize: [w, h] }) =>
    readRegions(from, readRegionCount(from), [0, 0], 16 * w, 16 * h, settings.maxVertices));
  perFrame(reader);
  if (reader.left > 0) throw reader.fail('bytes follow the last frame\'s regions');
  return () => ({ ...settings, frames: perFrame(new Reader(kept, 0, kept.length, 'FOUT')) });
}

function readRects(reader, limitWidth, limitHeight, what) {
  const countOffset = reader.offset;
  const count = reader.varint();
  if (count > reader.left / MIN_RECT_SIZE) throw reader.fail(`${count} ${what} cannot fit in the bytes left`, countOffset);
  const rects = [];
  for (let i = 0; i < count; i++) {
    rects.push(
      record(reader, () => {
        const x = reader.varint(), y = reader.varint(), width = reader.varint(), height = reader.varint();
        if (width === 0 || height === 0 || x + width > limitWidth || y + height > limitHeight) {
          throw reader.fail(`rect ${i} (${x}, ${y}, ${width}×${height}) is empty or outside ${limitWidth}×${limitHeight}`);
        }
        return { x, y, width, height };
      }),
    );
  }
  return rects;
}

/** A region count, refused when even the smallest regions could not fit in the bytes left. */
function readRegionCount(reader) {
  const countOffset = reader.offset;
  const count = reader.varint();
  if (count > reader.left / MIN_REGION_SIZE) throw reader.fail(`${count} regions cannot fit in the bytes left`, countOffset);
  return count;
}

function readOutlineSettings(reader) {
  const modeOffset = reader.offset;
  const mode = reader.u8();
  if (mode > 2) throw reader.fail(`outline mode ${mode} is not 0, 1 or 2`, modeOffset);
  const epsilonOffset = reader.offset;
  const epsilon16 = reader.varint();
  if (epsilon16 > MAX_EPSILON16) throw reader.fail(`tolerance ${epsilon16}/16 px exceeds 64 px`, epsilonOffset);
  const limitOffset = reader.offset;
  const maxVertices = reader.varint();
  if (maxVertices < MIN_PIECE_VERTICES || maxVertices > MAX_PIECE_VERTICES) throw reader.fail(`max vertices ${maxVertices} is outside 3...255`, limitOffset);
  const minArea256 = reader.varint();
  return { mode, epsilon16, maxVertices, minArea256 };
}

/** One region: rings of points (sixteenths, running from `point` across the section) and pieces of indices. */
function readRegion(reader, point, maxX, maxY, maxVertices) {
  return record(reader, () => {
    const ringCount = reader.varint();
    if (ringCount === 0 || ringCount > reader.left / MIN_RING_SIZE) throw reader.fail(`a ring count of ${ringCount}`);
    const rings = [];
    let pointCount = 0;
    for (let r = 0; r < ringCount; r++) {
      const n = reader.varint();
      if (n < MIN_RING_POINTS || n > reader.left / MIN_POINT_SIZE) throw reader.fail(`a ring of ${n} points`);
      const ring = [];
      for (let k = 0; k < n; k++) {
        point[0] += reader.zigzag();
        point[1] += reader.zigzag();
        if (point[0] < 0 || point[0] > maxX || point[1] < 0 || point[1] > maxY) throw reader.fail('a point outside the image');
        ring.push([point[0], point[1]]);
      }
      pointCount += n;
      rings.push(ring);
    }
    const pieceCount = reader.varint();
    if (pieceCount === 0 || pieceCount > reader.left / MIN_PIECE_SIZE) throw reader.fail(`a piece count of ${pieceCount}`);
    const pieces = [];
    let index = 0;
    for (let p = 0; p < pieceCount; p++) {
      const k = reader.varint();
      if (k < MIN_PIECE_VERTICES || k > maxVertices) throw reader.fail(`a piece of ${k} vertices`);
      const piece = [];
      for (let v = 0; v < k; v++) {
        index += reader.zigzag();
        if (index < 0 || index >= pointCount) throw reader.fail(`a piece vertex ${index} outside the region's points`);
        piece.push(index);
      }
      pieces.push(piece);
    }
    return { rings, pieces };
  });
}

function readRegions(reader, count, point, maxX, maxY, maxVertices) {
  const regions = [];
  for (let i = 0; i < count; i++) regions.push(readRegion(reader, point, maxX, maxY, maxVertices));
  return regions;
}

// ---------------------------------------------------------------------------------------------------------------
// The mask

/** A loaded `.hitmask`: its header, shape rects, pixels, and the optional frames, distance field and outlines. */
export class HitMask {
  /** Reads a whole file; throws a `HitMaskError` saying what is wrong and where. */
  static fromBytes(input) {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
    return new HitMask(bytes);
  }

  /** Reads the file in FORMAT.md's order, one step of Readers/README.md's anatomy after another. */
  constructor(bytes) {
    const body = readContainer(bytes);
    const header = readHeader(bytes, body);
    this.flags = header.flags;
    this.threshold = header.threshold;
    this.rectMode = header.rectMode;
    this.scale = header.scale;
    this.width = header.width;
    this.height = header.height;
    this.rectGrid = header.rectGrid;
    const { sections, codec } = readSectionTable(bytes, header.sectionsStart, body);
    this.codec = codec;
    this.rects = readShapeRects(bytes, sections[SECTION.RECT], header);
    this.source = readSource(bytes, sections[SECTION.SRCH]);
    this.frames = readFrames(bytes, sections[SECTION.FRAM], header);
    this._framesByName = new Map();
    this._frameIndex = new Map();
    this.frames.forEach((frame, i) => {
      if (!this._framesByName.has(frame.name)) this._framesByName.set(frame.name, frame);
      this._frameIndex.set(frame, i);
    });
    this.bits = readPixels(bytes, sections[SECTION.MASK], codec, header);
    this._bitView = null; // made by the first overlap
    this.distanceField = readDistanceField(bytes, sections[SECTION.DIST], header);
    this._decodeOutlines = readOutlines(bytes, sections[SECTION.OUTL], header);
    this._decodeFrameOutlines = readFrameOutlines(bytes, sections[SECTION.FOUT], sections[SECTION.FRAM], this.frames);
  }

  /** OUTL's settings and regions (points in sixteenths), or null: decoded when first asked for, then kept. */
  get outlines() {
    if (this._outlines === undefined) this._outlines = this._decodeOutlines ? this._decodeOutlines() : null;
    return this._outlines;
  }

  /** FOUT's shared settings and each frame's regions, or null: decoded when first asked for, then kept. */
  get frameOutlines() {
    if (this._frameOutlines === undefined) {
      this._frameOutlines = this._decodeFrameOutlines ? this._decodeFrameOutlines() : null;
    }
    return this._frameOutlines;
  }

  /** Whether pixel (x, y) is solid; positions between pixels fall in the pixel to their right and below. */
  contains(x, y) {
    if (typeof x !== 'number' || typeof y !== 'number') return false; // null, '' or [] would floor to 0
    const column = Math.floor(x), row = Math.floor(y);
    if (!(column >= 0 && row >= 0 && column < this.width && row < this.height)) return false;
    const index = row * this.width + column;
    return ((this.bits[index >> 3] >> (7 - (index & 7))) & 1) === 1;
  }

  /** The number of solid pixels. */
  get solidPixelCount() {
    let count = 0;
    for (let i = 0, total = this.width * this.height; i < total; i++) if ((this.bits[i >> 3] >> (7 - (i & 7))) & 1) count++;
    return count;
  }

  /** The first frame of this name (an atlas page's sprite), or null. */
  frame(name) {
    return this._framesByName.get(name) ?? null;
  }

  /**
   * Whether pixel (x, y) of a frame's untrimmed sprite is solid: undone trimming and turning, read from the page.
   * Fits a PixiJS `hitArea` or a Phaser hit-area callback of a sprite drawn from that frame.
   */
  frameContains(frame, x, y) {
    if (!frame || typeof x !== 'number' || typeof y !== 'number') return false; // frame('missing') is undefined
    const sx = Math.floor(x), sy = Math.floor(y);
    if (!(sx >= 0 && sy >= 0 && sx < frame.sourceSize[0] && sy < frame.sourceSize[1])) return false;
    const [px, py, pw, ph] = frame.pageRect;
    const turned = frame.rotation % 2 === 1;
    const W = turned ? ph : pw, H = turned ? pw : ph;
    const u = sx - frame.trim[0], v = sy - frame.trim[1];
    if (!(u >= 0 && v >= 0 && u < W && v < H)) return false;
    const [dx, dy] = turnClockwise(frame.rotation, W, H, u, v, 1);
    return this.contains(px + dx, py + dy);
  }

  /**
   * The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact below 255, 255 for 256 or
   * more (and beyond the field's 15-pixel margin, and for coordinates that are not finite numbers). From the DIST
   * section when the file has one (`hitmask generate --tolerance-data`), else searched, with the same answer.
   */
  distanceSquared(x, y) {
    if (this.contains(x, y)) return 0;
    if (!(Number.isFinite(x) && Number.isFinite(y))) return 255;
    const column = Math.floor(x), row = Math.floor(y);
    // Without the field, the same value searched: a squared distance up to 254 lies within √254 pixels.
    if (!this.distanceField) return this._nearestSquared(column, row, Math.sqrt(254)) ?? 255;
    const fx = column + MARGIN, fy = row + MARGIN, fieldWidth = this.width + 2 * MARGIN;
    if (!(fx >= 0 && fy >= 0 && fx < fieldWidth && fy < this.height + 2 * MARGIN)) return 255;
    return this.distanceField[fy * fieldWidth + fx];
  }

  /**
   * Whether a solid pixel lies within `tolerance` pixels, centre to centre, of pixel (x, y). Below 16 pixels the
   * distance field answers (a squared distance of at most min(floor(tolerance²), 254)); from 16 on, beyond its
   * reach, the mask is searched, exactly, in time up to its pixels. A tolerance that is negative, NaN or not a number,
   * or coordinates that are not finite numbers, answer false.
   */
  containsWithin(x, y, tolerance) {
    if (this.contains(x, y)) return true;
    if (typeof tolerance !== 'number' || !(tolerance >= 0) || !(Number.isFinite(x) && Number.isFinite(y))) return false;
    if (tolerance < 16) return this.distanceSquared(x, y) <= Math.min(Math.floor(tolerance * tolerance), 254);
    const nearest = this._nearestSquared(Math.floor(x), Math.floor(y), tolerance);
    return nearest !== null && nearest <= tolerance * tolerance;
  }

  /**
   * The squared distance from pixel (column, row) to the nearest solid pixel within `radius` (any number, ∞
   * included), searched in the rows and columns of the mask within reach; null when none is.
   */
  _nearestSquared(column, row, radius) {
    const top = Math.max(0, Math.floor(row - radius)), bottom = Math.min(this.height - 1, Math.ceil(row + radius));
    const left = Math.max(0, Math.floor(column - radius)), right = Math.min(this.width - 1, Math.ceil(column + radius));
    let best = null;
    for (let j = top; j <= bottom; j++) {
      const dy = j - row;
      if (dy * dy > radius * radius || (best !== null && dy * dy >= best)) continue;
      for (let i = left; i <= right; i++) {
        const d = (i - column) * (i - column) + dy * dy;
        if ((best === null || d < best) && d <= radius * radius && this.contains(i, j)) best = d;
      }
    }
    return best;
  }

  /**
   * Whether this mask and `other`, its pixel (0, 0) on this one's pixel (dx, dy), share a solid pixel (stopping at
   * the first). With `frame`, this side is that frame's untrimmed sprite read from this page; with `otherFrame`,
   * the other side is that frame's of `other` (omitted or null: the whole mask; look frames up once, not per call).
   */
  overlaps(other, dx, dy, frame, otherFrame) {
    return this.firstOverlap(other, dx, dy, frame, otherFrame) !== null;
  }

  /** How many solid pixels the two share at the offset (as `overlaps` takes them). */
  overlapArea(other, dx, dy, frame, otherFrame) {
    return compareSprites(overlapSprite(this, frame), overlapSprite(other, otherFrame), dx, dy, false);
  }

  /** The first shared solid pixel `{x, y}` in this side's pixels (the smallest y, then the smallest x), or null. */
  firstOverlap(other, dx, dy, frame, otherFrame) {
    return compareSprites(overlapSprite(this, frame), overlapSprite(other, otherFrame), dx, dy, true);
  }

  /**
   * Whether this sprite and `other`, each placed in one world by a matrix `{a, b, c, d, e, f}` (a DOMMatrix, or
   * PixiJS's and Phaser's matrices: the sprite's pixel point (u, v) at (a·u + c·v + e, b·u + d·v + f)), touch:
   * some world point (x + ½, y + ½), x and y whole, is solid in both (GameMaker's "precise" rule; FORMAT.md, "Placed
   * sprites"). Frames as `overlaps` takes them. A matrix that is not finite or cannot be inverted places nothing.
   * Costs the area where the two placed boxes meet; two whole-pixel moves with flips take the word path of `overlaps`.
   */
  placedOverlaps(other, matrix, otherMatrix, frame, otherFrame) {
    const a = placedSprite(this, frame, matrix), b = placedSprite(other, otherFrame, otherMatrix);
    if (a === null || b === null) return false;
    if (isWholePixelMove(matrix) && isWholePixelMove(otherMatrix)) {
      return wholePixelMovesOverlap(overlapSprite(this, frame), matrix, overlapSprite(other, otherFrame), otherMatrix);
    }
    const [x0, x1] = placedSpan(a, b, 0), [y0, y1] = placedSpan(a, b, 1);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) if (placedSolid(a, x, y) && placedSolid(b, x, y)) return true;
    }
    return false;
  }

  /**
   * The outlines' regions in pixels (points divided by 16), or [] without outlines; with a frame, that frame's own
   * outlines (FOUT) in its untrimmed sprite's pixels, or [] for a frame that is not this page's.
   */
  outlinePolygons(frame) {
    let regions = this.outlines ? this.outlines.regions : [];
    if (frame !== undefined) {
      // A frame's own outlines (FOUT), in its untrimmed sprite's pixels; none for a frame that is not this page's.
      const index = this._frameIndex.get(frame) ?? -1;
      regions = this.frameOutlines && index >= 0 ? this.frameOutlines.frames[index] : [];
    }
    return regions.map(({ rings, pieces }) => {
      const points = rings.flat();
      return {
        outer: rings[0].map(([x, y]) => [x / 16, y / 16]),
        holes: rings.slice(1).map((ring) => ring.map(([x, y]) => [x / 16, y / 16])),
        convexPieces: pieces.map((piece) => piece.map((i) => [points[i][0] / 16, points[i][1] / 16])),
      };
    });
  }
}

// MIT License
//
// Copyright (c) 2026 HitMask authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
