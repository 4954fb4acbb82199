// Holds every reader to the anatomy of Readers/README.md ("One reader, one anatomy: the steps"): each function the
// table names is defined in that reader's source; the load entry calls the steps it makes (all but C's public ones,
// which the caller calls) in the table's order, within a short stretch of code; and no step runs past 60 lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { read, readmeTable } from './readme-table.mjs';

// Where each reader's steps are, and the files that must define them too (the Godot 3 reader, made from Godot 4's).
const readers = {
  Swift: { files: ['Sources/HitMaskReader/Format/HitMaskFileParser.swift'], end: 'brace' },
  C: { files: ['Sources/CHitMask/include/hitmask.h', 'Sources/CHitMask/include/hitmask_tolerance.h',
    'Sources/CHitMask/include/hitmask_outline.h'], end: 'brace' },
  JavaScript: { files: ['Readers/JavaScript/hitmask.js'], end: 'brace' },
  Lua: { files: ['Readers/LOVE/hitmask.lua'], end: 'end' },
  GDScript: {
    files: ['Readers/Godot4/addons/hitmask/hitmask_reader.gd'],
    also: ['Readers/Godot3/addons/hitmask/hitmask_reader.gd'],
    end: 'indent',
  },
  'C#': { files: ['Readers/CSharp/Runtime/HitMask.cs'], end: 'brace' },
};
// A function's definition (not a call) in each language; `(` follows the name.
const definition = {
  Swift: (name) => new RegExp(`^( *)(private |fileprivate )?(static )?func ${name}\\(`, 'm'),
  C: (name) => new RegExp(`^( *)(static|HMDEF)[^;\\n]* ${name}\\([^;\\n]*$`, 'm'),
  JavaScript: (name) => new RegExp(`^( *)(function ${name}|${name})\\(.*\\{$`, 'm'),
  Lua: (name) => new RegExp(`^( *)(local )?function ${name}\\(`, 'm'),
  GDScript: (name) => new RegExp(`^( *)(static )?func ${name}\\(`, 'm'),
  'C#': (name) => new RegExp(`^( *)(static |public |internal )*[\\w<>\\[\\]]+ ${name}\\(`, 'm'),
};
const LONGEST_STEP = 60;
const ENTRY_REACH = 40; // lines from the entry's definition within which it calls every step

/** The lines of the function defined at `match` (its definition line to its closing line), in `text`. */
function functionLines(text, match, end) {
  const lines = text.slice(match.index).split('\n');
  const indent = match[1];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (end === 'brace' && line.startsWith(`${indent}}`)) return lines.slice(0, i + 1);
    if (end === 'end' && line.startsWith(`${indent}end`)) return lines.slice(0, i + 1);
    if (end === 'indent' && line.trim() !== '' && !/^\s/.test(line)) return lines.slice(0, i);
  }
  return lines;
}

const [header, ...rows] = readmeTable('## One reader, one anatomy: the steps', '| step | Swift |');
const languages = header.slice(1);
const entry = rows.find((row) => row[0] === 'load entry');
const steps = rows.filter((row) => row !== entry);

test('the anatomy table names a function for every reader and every step of FORMAT.md', () => {
  assert.deepEqual(languages, Object.keys(readers));
  assert.deepEqual(steps.map((row) => row[0]), ['container and checksum', 'header', 'section table', 'shape rects',
    'source', 'frames', 'pixels', 'distance field', 'outlines', 'frame outlines']);
  for (const row of rows) assert.ok(row.slice(1).every((cell) => /^\w+$/.test(cell)), `a name for each in ${row[0]}`);
});

languages.forEach((language, column) => {
  const { files, also = [], end } = readers[language];
  const text = files.map(read).join('\n');
  const defined = (name, source = text) => source.match(definition[language](name));

  test(`${language}: every step the table names is a function of the reader, none over ${LONGEST_STEP} lines`, () => {
    for (const row of rows) {
      const name = row[column + 1];
      const match = defined(name);
      assert.ok(match, `${language} defines no ${name} (${row[0]})`);
      for (const path of also) assert.ok(defined(name, read(path)), `${path} defines no ${name}`);
      const length = functionLines(text, match, end).length;
      assert.ok(length <= LONGEST_STEP, `${language}'s ${name} runs ${length} lines`);
    }
  });

  test(`${language}: the load entry calls its steps in the table's order`, () => {
    // C's public functions (no hm__ prefix) are the caller's calls, after hm_open.
    const called = steps.map((row) => row[column + 1]).filter((name) => language !== 'C' || name.startsWith('hm__'));
    const callsInOrder = (body) => {
      let at = -1;
      return called.every((name) => (at = body.indexOf(`${name}(`, at + 1)) >= 0);
    };
    // The entry's definition that does (a name such as JavaScript's constructor can be defined more than once).
    const pattern = new RegExp(definition[language](entry[column + 1]).source, 'mg');
    const bodies = [...text.matchAll(pattern)].map((match) =>
      functionLines(text, match, end).slice(1, ENTRY_REACH).join('\n'));
    assert.ok(bodies.some(callsInOrder),
      `${language}'s ${entry[column + 1]} does not call ${called.join(', ')} in this order within ${ENTRY_REACH} lines`);
  });
});
