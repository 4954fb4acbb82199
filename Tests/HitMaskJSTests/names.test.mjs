// Holds every reader to the names table of Readers/README.md ("One reader, six languages: the names"): each name the
// table lists for a reader must be declared in that reader's source (a method, property, function, field or key).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { read, readmeTable } from './readme-table.mjs';

const sources = {
  Swift: ['Sources/HitMaskReader/HitMask.swift', 'Sources/HitMaskReader/HitMaskError.swift',
    'Sources/HitMaskReader/HitMask+Loading.swift',
    'Sources/HitMaskReader/Frames/HitMask+Frames.swift', 'Sources/HitMaskReader/Tolerance/HitMask+Tolerance.swift',
    'Sources/HitMaskReader/Outlines/HitMask+Outlines.swift', 'Sources/HitMaskReader/Overlap/HitMask+Overlap.swift',
    'Sources/HitMaskReader/Overlap/OverlapMask.swift', 'Sources/HitMaskGeometry/HitMask+PlacedOverlap.swift'],
  C: ['Sources/CHitMask/include/hitmask.h', 'Sources/CHitMask/include/hitmask_tolerance.h',
    'Sources/CHitMask/include/hitmask_outline.h', 'Sources/CHitMask/include/hitmask_overlap.h'],
  JavaScript: ['Readers/JavaScript/hitmask.js'],
  Lua: ['Readers/LOVE/hitmask.lua'],
  GDScript: ['Readers/Godot4/addons/hitmask/hitmask.gd'],
  'C#': ['Readers/CSharp/Runtime/HitMask.cs'],
};
// Languages with more than one reader: each of these must declare every name of its column too.
const alsoIn = {
  GDScript: ['Readers/Godot3/addons/hitmask/hitmask.gd'],
};
// What declaring `name` looks like in each language.
const declares = {
  Swift: (name) => new RegExp(`(func|var|let|case|struct)\\s+${name}\\b`),
  C: (name) => new RegExp(`\\b${name}\\s*[(;,]`),
  JavaScript: (name) => new RegExp(`(^|\\s)(get\\s+|static\\s+)?${name}\\s*\\(|this\\.${name}\\s*=`, 'm'),
  // (Lua: a method or function, a field set, or a key of a table constructor.)
  Lua: (name) => new RegExp(`function\\s+\\w+[:.]${name}\\b|\\.${name}\\s*=|[{,]\\s*${name}\\s*=(?!=)`),
  // (Godot 4's HitMask answers its properties from one table, _PROPERTIES, through _get.)
  GDScript: (name) => new RegExp(`(func|var)\\s+${name}\\b|^\\s*&"${name}": \\[TYPE_`, 'm'),
  'C#': (name) => new RegExp(`(public|internal)[^\\n(]*\\b${name}\\b`),
};

const [header, ...rows] = readmeTable('## One reader, six languages: the names', '| idea |');
const languages = header.slice(1);

test('the names table lists every reader', () => {
  assert.deepEqual(languages, Object.keys(sources));
  assert.ok(rows.length > 5, 'the table has rows');
});

for (const cells of rows) {
  test(`every reader names "${cells[0]}" as the table says`, () => {
    languages.forEach((language, i) => {
      const name = cells[i + 1];
      if (name === '—') return;
      const text = sources[language].map(read).join('\n');
      // An initializer (Swift's init(bytes:)) is named by its labels.
      if (name.startsWith('init(')) assert.ok(text.includes(name.slice(0, -2)), `${language} has no ${name}`);
      else assert.match(text, declares[language](name), `${language} has no ${name}`);
      for (const path of alsoIn[language] ?? []) {
        assert.match(read(path), declares[language](name), `${path} has no ${name}`);
      }
    });
  });
}
