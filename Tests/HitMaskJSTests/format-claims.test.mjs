// Claims docs/FORMAT.md makes that a reader written from it relies on, checked against the vectors and arithmetic:
// the keys of the vectors' JSON, the readers it names, and why the codec 3 decision budget never decides a file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const format = readFileSync(join(root, 'docs/FORMAT.md'), 'utf8');
const vectors = join(root, 'Tests/Conformance/vectors');

/** The text of FORMAT.md's section `title`, up to the next heading of its level. */
function section(title) {
  const start = format.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `FORMAT.md has a section "${title}"`);
  const end = format.indexOf('\n## ', start + 1);
  return format.slice(start, end < 0 ? undefined : end);
}

/** The keys of an object literal FORMAT.md writes as `{"a", "b", …}` right after `label (null without …, else`. */
function listedKeys(label) {
  const text = section('Conformance vectors').replace(/\s+/g, ' ');
  const at = text.indexOf(`\`${label}\` (null`);
  assert.ok(at >= 0, `"Conformance vectors" describes ${label}`);
  const object = text.slice(text.indexOf('`{', at) + 1, text.indexOf('}`', at) + 1);
  // The keys at the object's own level, not those of the objects inside it.
  const keys = [];
  let depth = 0;
  for (let i = 0; i < object.length; i++) {
    const c = object[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === '"' && depth === 1) {
      const end = object.indexOf('"', i + 1);
      keys.push(object.slice(i + 1, end));
      i = end;
    }
  }
  return keys;
}

test('FORMAT.md lists every key of the vectors\' outlines and frame outlines', () => {
  const seen = { outlines: new Set(), frameOutlines: new Set() };
  for (const name of readdirSync(vectors).filter((n) => n.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(join(vectors, name), 'utf8'));
    for (const key of Object.keys(seen)) if (json[key]) Object.keys(json[key]).forEach((k) => seen[key].add(k));
  }
  for (const key of Object.keys(seen)) {
    assert.ok(seen[key].size > 0, `some vector has ${key}`);
    assert.deepEqual(listedKeys(key).sort(), [...seen[key]].sort(), `${key}'s keys`);
  }
});

test('FORMAT.md names each reader that follows it, and each exists', () => {
  const opening = format.slice(0, format.indexOf('\n## '));
  const paths = [...opening.matchAll(/`((?:Sources|Readers)\/[^`]+)`/g)].map((m) => m[1]);
  assert.ok(paths.length >= 2, 'the opening names the readers by path');
  for (const path of paths) assert.ok(existsSync(join(root, path)), `${path} exists`);
  const count = ['Two', 'Three', 'Four', 'Five', 'Six'][paths.length + (opening.includes('HitMaskReader') ? 1 : 0) - 2];
  assert.match(opening, new RegExp(`${count} readers follow`), `the opening counts ${count.toLowerCase()} readers`);
  assert.doesNotMatch(format, /\b(Both|both|Two|two) readers\b/, 'no sentence speaks of two readers');
});

test('FOUT with no frames holds the four outline settings, as FORMAT.md says', () => {
  const fout = section('FOUT: atlas frames\' physics outlines');
  const settings = fout.split('\n').filter((line) => /^\| (u8|varint) +\| (mode|tolerance|max vertices|minimum area)/.test(line));
  assert.equal(settings.length, 4);
  assert.match(fout, /makes a FOUT of the four settings alone/);
});

test('codec 3 data cannot take as many decisions as its budget allows before it runs out', () => {
  // The decisions that narrow `range` least, as FORMAT.md's decoder does them: a modelled decision at the most
  // likely outcome (p at its limit 65472, or the 1 branch at 64), whichever leaves more of `range`.
  for (const length of [5, 6, 10, 100, 1000, 20000]) {
    let range = 0xffffffff, position = 5, decisions = 0;
    for (;;) {
      const zero = Math.floor(range / 65536) * 65472, one = range - Math.floor(range / 65536) * 64;
      range = Math.max(zero, one);
      decisions++;
      while (range < 2 ** 24) {
        if (position === length) break;
        range *= 256;
        position++;
      }
      if (range < 2 ** 24) break;
    }
    const budget = 5700 * length + 32768;
    assert.ok(decisions < budget, `${length} bytes: ${decisions} decisions, budget ${budget}`);
    assert.ok(decisions <= 5698 * length, `${length} bytes: ${decisions} decisions, about 5,698 a byte at most`);
  }
});
