// What Unity needs to import Readers/CSharp as a git or tarball package, where it cannot write files: a .meta beside
// every file and folder (Unity ignores an asset without one), each with a GUID of its own; package.json's samples
// present, and a dependency on the package of every Unity assembly an .asmdef references; the licence, changelog and
// documentation a package carries. `node package_layout.mjs PACKAGE_FOLDER`; exits 1 with a line per problem.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageFolder = process.argv[2];
const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const problems = [];

// The packages that hold the Unity assemblies an assembly definition may reference.
const assemblyPackages = { 'UnityEngine.UI': 'com.unity.ugui' };
// The built-in modules that hold the engine's types a script may use (Unity leaves a module out of a project that
// turned it off, and a package that uses its types without depending on it then fails to compile there).
const modulePackages = {
  PolygonCollider2D: 'com.unity.modules.physics2d', Rigidbody2D: 'com.unity.modules.physics2d',
  Collider2D: 'com.unity.modules.physics2d',
};

// Every asset Unity sees, and those of Samples~ and Documentation~: Unity ignores folders ending in ~ (they need no
// .meta), but copies a sample's files into a project with their .meta files, whose GUIDs then stay the same.
function assets(folder) {
  const found = [];
  for (const name of readdirSync(folder).sort()) {
    if (name.startsWith('.') || name.endsWith('.meta')) continue;
    const path = join(folder, name);
    if (!name.endsWith('~')) found.push(path);
    if (statSync(path).isDirectory()) found.push(...assets(path));
  }
  return found;
}

const guids = new Map();
for (const asset of assets(packageFolder)) {
  const name = relative(packageFolder, asset);
  if (!existsSync(asset + '.meta')) {
    problems.push(`${name} has no .meta`);
    continue;
  }
  const meta = readFileSync(asset + '.meta', 'utf8');
  const guid = /^guid: ([0-9a-f]{32})$/m.exec(meta)?.[1];
  if (!guid) problems.push(`${name}.meta has no 32-digit guid`);
  else if (guids.has(guid)) problems.push(`${name}.meta repeats the guid of ${guids.get(guid)}.meta`);
  else guids.set(guid, name);
  if (statSync(asset).isDirectory() !== /^folderAsset: yes$/m.test(meta)) {
    problems.push(`${name}.meta does not say whether it is a folder`);
  }
}
function metas(folder) {
  const found = [];
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.')) continue;
    const path = join(folder, name);
    if (name.endsWith('.meta')) found.push(path);
    else if (statSync(path).isDirectory()) found.push(...metas(path));
  }
  return found;
}
for (const meta of metas(packageFolder)) {
  if (!existsSync(meta.slice(0, -'.meta'.length))) problems.push(`${relative(packageFolder, meta)} has no asset`);
}

const manifest = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'));
if (!/^[a-z0-9-]+(\.[a-z0-9-]+){2,}$/.test(manifest.name)) problems.push(`package.json: name ${manifest.name}`);
if (!/^\d+\.\d+\.\d+$/.test(manifest.version)) problems.push(`package.json: version ${manifest.version}`);
for (const sample of manifest.samples ?? []) {
  const folder = join(packageFolder, sample.path);
  if (!sample.path.startsWith('Samples~/') || !existsSync(folder) || readdirSync(folder).length === 0) {
    problems.push(`package.json: sample ${sample.displayName} has no files at ${sample.path}`);
  }
}
if (!(manifest.samples ?? []).length) problems.push('package.json lists no samples');
for (const asset of assets(packageFolder).filter((path) => path.endsWith('.asmdef'))) {
  const definition = JSON.parse(readFileSync(asset, 'utf8'));
  for (const reference of definition.references) {
    const owner = assemblyPackages[reference];
    if (owner && !(manifest.dependencies ?? {})[owner]) {
      problems.push(`${relative(packageFolder, asset)} references ${reference}, but package.json does not depend on ${owner}`);
    }
  }
}
for (const asset of assets(packageFolder).filter((path) => path.endsWith('.cs'))) {
  const code = readFileSync(asset, 'utf8');
  for (const [type, owner] of Object.entries(modulePackages)) {
    if (new RegExp(`\\b${type}\\b`).test(code) && !(manifest.dependencies ?? {})[owner]) {
      problems.push(`${relative(packageFolder, asset)} uses ${type}, but package.json does not depend on ${owner}`);
    }
  }
}
// Unity writes package.json's .meta with the importer of package manifests.
if (!/^PackageManifestImporter:$/m.test(readFileSync(join(packageFolder, 'package.json.meta'), 'utf8'))) {
  problems.push('package.json.meta does not name PackageManifestImporter, as Unity writes it');
}
if (readFileSync(join(packageFolder, 'LICENSE.md'), 'utf8') !== readFileSync(join(repository, 'LICENSE'), 'utf8')) {
  problems.push('LICENSE.md differs from the repository\'s LICENSE');
}
if (!readFileSync(join(packageFolder, 'CHANGELOG.md'), 'utf8').includes(`## ${manifest.version}`)) {
  problems.push(`CHANGELOG.md has no entry for ${manifest.version}`);
}
if (!existsSync(join(packageFolder, 'Documentation~', 'index.md'))) problems.push('no Documentation~/index.md');

for (const problem of problems) console.log(`FAIL: Unity package: ${problem}`);
if (problems.length) process.exit(1);
console.log(`ok: the Unity package's ${guids.size} assets each have a .meta with a GUID of its own; samples, `
  + 'dependencies, licence, changelog and documentation are in place');
