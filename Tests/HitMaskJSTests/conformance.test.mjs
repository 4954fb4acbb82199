// hitmask.js against every conformance vector: `node --test Tests/HitMaskJSTests` (node 18 or later, nothing to
// install). A valid vector must load with the header, rects, source, pixels, frames, distance field and outlines
// its JSON and .pbm/.pgm files give; an invalid one must be refused with the kind its JSON names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { HitMask, HitMaskError } from '../../Readers/JavaScript/hitmask.js';

const vectors = join(dirname(fileURLToPath(import.meta.url)), '../Conformance/vectors');
const names = readdirSync(vectors).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).sort();

/** The numbers of a plain PBM or PGM after its header (P1/P2, width height[, maxval]). */
function plainValues(text, headerNumbers) {
  const tokens = text.replace(/#.*$/gm, '').split(/\s+/).filter(Boolean);
  const body = tokens.slice(1 + headerNumbers);
  // PBM digits may be written without spaces.
  return tokens[0] === 'P1' ? body.join('').split('').map(Number) : body.map(Number);
}

function boundingBox(mask) {
  let minX = Infinity, minY = Infinity, maxX = -1, maxY = -1;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!mask.contains(x, y)) continue;
      minX = Math.min(minX, x), minY = Math.min(minY, y), maxX = Math.max(maxX, x), maxY = Math.max(maxY, y);
    }
  }
  return maxX < 0 ? null : [minX, minY, maxX - minX + 1, maxY - minY + 1];
}

const regions = (list) => list.map(({ rings, pieces }) => ({ rings, pieces }));

test('there are conformance vectors to check', () => assert.ok(names.length > 100));

for (const name of names) {
  test(name, () => {
    const expected = JSON.parse(readFileSync(join(vectors, `${name}.json`), 'utf8'));
    const bytes = readFileSync(join(vectors, `${name}.hitmask`));
    if (expected.error) {
      assert.throws(() => HitMask.fromBytes(bytes), (error) => {
        assert.ok(error instanceof HitMaskError, `${error}`);
        assert.equal(error.kind, expected.error, error.message);
        // Where: the section and offset the vector records (FORMAT.md, "Error sections" and "Error offsets").
        assert.equal(error.section, expected.section, error.message);
        assert.equal(error.offset, expected.offset, error.message);
        return true;
      });
      return;
    }
    const mask = HitMask.fromBytes(bytes);
    for (const key of ['width', 'height', 'scale', 'threshold', 'flags', 'rectMode', 'rectGrid', 'codec']) {
      assert.equal(mask[key], expected[key], key);
    }
    assert.deepEqual(mask.rects.map(({ x, y, width, height }) => [x, y, width, height]), expected.rects);
    assert.deepEqual(mask.source, expected.source);
    assert.deepEqual(
      mask.frames.map(({ name, pageRect, rotation, trim, sourceSize, pivot, rects }) => ({
        name, pageRect, rotation, trim, sourceSize, pivot,
        rects: rects.map(({ x, y, width, height }) => [x, y, width, height]),
      })),
      expected.frames);
    if (mask.width * mask.height <= 1 << 20) {
      assert.equal(mask.solidPixelCount, expected.solidPixels);
      assert.deepEqual(boundingBox(mask), expected.boundingBox);
    }
    if (expected.pbm) {
      const pixels = plainValues(readFileSync(join(vectors, `${name}.pbm`), 'utf8'), 2);
      assert.equal(pixels.length, mask.width * mask.height);
      pixels.forEach((value, i) => {
        if ((value === 1) !== mask.contains(i % mask.width, Math.floor(i / mask.width))) {
          assert.fail(`pixel ${i % mask.width}, ${Math.floor(i / mask.width)}`);
        }
      });
    }
    assert.equal(mask.distanceField !== null, expected.distanceField);
    if (expected.distanceField) {
      // The field as the queries read it: at a solid pixel 0, whatever the file holds there.
      const field = plainValues(readFileSync(join(vectors, `${name}.pgm`), 'utf8'), 3);
      const fieldWidth = mask.width + 30;
      assert.deepEqual(field.map((_, i) => mask.distanceSquared((i % fieldWidth) - 15, Math.floor(i / fieldWidth) - 15)), field);
    }
    const pages = new Map(); // the other masks of overlap queries, read once
    // An overlap query names the other vector, this side's frame and the other's (null: the whole mask), and the offset.
    const overlapAnswer = (mask, kind, [other, frame, otherFrame, dx, dy]) => {
      if (!pages.has(other)) pages.set(other, HitMask.fromBytes(readFileSync(join(vectors, `${other}.hitmask`))));
      const page = pages.get(other);
      const got = mask[kind](page, dx, dy, frame === null ? undefined : mask.frames[frame], otherFrame === null ? null : page.frames[otherFrame]);
      return got !== null && typeof got === 'object' ? [got.x, got.y] : got;
    };
    // A placed query: the other vector, both frames, then each side's matrix as six numbers (a, b, c, d, e, f).
    const placedAnswer = (mask, [other, frame, otherFrame, ...numbers]) => {
      if (!pages.has(other)) pages.set(other, HitMask.fromBytes(readFileSync(join(vectors, `${other}.hitmask`))));
      const page = pages.get(other);
      const matrix = (k) => ({ a: numbers[k], b: numbers[k + 1], c: numbers[k + 2], d: numbers[k + 3], e: numbers[k + 4], f: numbers[k + 5] });
      return mask.placedOverlaps(page, matrix(0), matrix(6), frame === null ? undefined : mask.frames[frame], otherFrame === null ? null : page.frames[otherFrame]);
    };
    for (const query of expected.queries ?? []) {
      const number = (v) => ({ nan: NaN, inf: Infinity, '-inf': -Infinity, '-0': -0 })[v] ?? v;
      const [kind, ...rest] = query;
      const answer = rest.pop();
      const args = rest.map(number);
      let got;
      if (kind === 'frameContains') got = mask.frameContains(args[0] === 'missing' ? mask.frame('missing') : mask.frames[args[0]], args[1], args[2]);
      else if (kind.startsWith('overlap') || kind === 'firstOverlap') got = overlapAnswer(mask, kind, args);
      else if (kind === 'placedOverlaps') got = placedAnswer(mask, args);
      else got = mask[kind](...args);
      assert.deepEqual(got, answer, `${name}: ${JSON.stringify(query)}`);
    }
    const outlines = mask.outlines && { ...mask.outlines, regions: regions(mask.outlines.regions) };
    assert.deepEqual(outlines, expected.outlines);
    const frameOutlines =
      mask.frameOutlines && mask.frames.length > 0
        ? { ...mask.frameOutlines, frames: mask.frameOutlines.frames.map(regions) }
        : null;
    assert.deepEqual(frameOutlines, expected.frameOutlines);
    // Each frame's own outlines through outlinePolygons(frame); none for a frame that is not the page's.
    mask.frames.forEach((frame, i) => {
      assert.equal(mask.outlinePolygons(frame).length, mask.frameOutlines ? mask.frameOutlines.frames[i].length : 0);
      assert.deepEqual(mask.outlinePolygons({ ...frame }), []);
    });
    assert.deepEqual(mask.outlinePolygons(null), []);
  });
}

test('coordinates that are not numbers answer as no pixel, not as pixel (0, 0)', () => {
  const mask = HitMask.fromBytes(new Uint8Array(readFileSync(join(vectors, 'valid-queries.hitmask'))));
  assert.equal(mask.contains(0, 0), true);
  for (const value of [null, undefined, '', '0', false, true, [], [0], {}, NaN, Infinity]) {
    assert.equal(mask.contains(value, value), false, String(value));
    assert.equal(mask.distanceSquared(value, value), 255, String(value));
    assert.equal(mask.containsWithin(value, value, 3), false, String(value));
    assert.equal(mask.containsWithin(value, value, Infinity), false, String(value));
    assert.equal(mask.frameContains(mask.frames[0], value, value), false, String(value));
  }
  assert.equal(mask.containsWithin(0, 0, null), true); // the pixel itself
  assert.equal(mask.containsWithin(1, 0, null), false);
  assert.equal(mask.containsWithin(1, 0, '3'), false);
});

test('an error naming a frame prints as one line, the name quoted', () => {
  // A frame named "a\nb" whose page rect lies outside the page.
  const hex = '89484d4b01010000000000000000f03f08082001020140020100050f0103610a62050004010000000401000952c264';
  const bytes = new Uint8Array(hex.match(/../g).map((h) => parseInt(h, 16)));
  assert.throws(() => HitMask.fromBytes(bytes), (error) => {
    assert.equal(String(error).split('\n').length, 1, String(error));
    assert.match(String(error), /frame "a\\nb": its page rect lies outside the page/);
    return true;
  });
});
