// hitmask.d.ts declares what hitmask.js gives: the constructor, and every public member of a loaded mask (own
// fields, getters and methods, whatever does not start with _), and it carries its licence, since it ships alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HitMask } from '../../Readers/JavaScript/hitmask.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const typings = readFileSync(join(root, 'Readers/JavaScript/hitmask.d.ts'), 'utf8');
const classBody = typings.slice(typings.indexOf('export class HitMask {'));

test('hitmask.d.ts declares the constructor and every public member of a mask', () => {
  assert.match(classBody, /^\s*constructor\(bytes: Uint8Array\);/m, 'no constructor');
  const mask = HitMask.fromBytes(readFileSync(join(root, 'Tests/Conformance/vectors/valid-frame-outlines.hitmask')));
  const names = new Set(Object.keys(mask));
  for (const name of Object.getOwnPropertyNames(HitMask.prototype)) names.add(name);
  const members = [...names].filter((name) => !name.startsWith('_') && name !== 'constructor');
  assert.ok(members.length > 15, `only ${members.length} members`);
  for (const name of members) {
    assert.match(classBody, new RegExp(`^\\s*(readonly\\s+)?${name}\\s*[(:<]`, 'm'), `hitmask.d.ts lacks ${name}`);
  }
});

test('hitmask.d.ts carries its licence: SPDX lines of their own and the MIT text', () => {
  assert.match(typings, /^\/\/ SPDX-License-Identifier: MIT$/m);
  assert.match(typings, /^\/\/ SPDX-FileCopyrightText: .+$/m);
  const words = (text) => text.replace(/[/*#-]+/g, ' ').split(/\s+/).filter(Boolean).join(' ');
  assert.ok(words(typings).includes(words(readFileSync(join(root, 'LICENSE'), 'utf8'))), 'the MIT text is missing');
});
