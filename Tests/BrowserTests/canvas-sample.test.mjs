// Samples/WebCanvas in headless Chromium: taps on the canvas name the sprite an independent computation (this
// file's own placement arithmetic over masks read by hitmask.js in node) says is topmost and solid there; a sprite
// dragged across the others names, at every step, those the sampled rule (computed here the same way) says it touches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Browser } from './chromium.mjs';
import { HitMask } from '../../Readers/JavaScript/hitmask.js';
import { hitmask, repository, screenshotFolder, seeded, temporaryFolder } from './fixtures.mjs';

const masks = temporaryFolder('hitmask-canvas-sample');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.png': 'image/png', '.hitmask': 'application/octet-stream' };
let server, browser, origin;

before(async () => {
  hitmask('generate', join(repository, 'Samples', 'Sprites'), '--output', masks, '-q');
  // The repository as a static site, with the freshly generated masks where the sample expects Samples/HitMasks.
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = path.startsWith('/Samples/HitMasks/') ? join(masks, path.slice('/Samples/HitMasks/'.length))
      : join(repository, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(repository) && !file.startsWith(masks) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await Browser.launch({ width: 900, height: 700 });
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(masks, { recursive: true, force: true });
});

/** A placed sprite's mask pixel under canvas point (x, y), worked out here from its placement. */
function maskPoint({ x: cx, y: cy, rotation, scale }, mask, x, y) {
  // Into the sprite's frame: move, turn back, unscale (points), then points to pixels from the top-left corner.
  const ux = ((x - cx) * Math.cos(rotation) + (y - cy) * Math.sin(rotation)) / scale;
  const uy = (-(x - cx) * Math.sin(rotation) + (y - cy) * Math.cos(rotation)) / scale;
  return { px: ux * mask.scale + mask.width / 2, py: uy * mask.scale + mask.height / 2 };
}

/** The topmost sprite solid at canvas point (x, y), worked out here from the placements and the masks. */
function expectedAt(placements, loaded, x, y) {
  for (let i = placements.length - 1; i >= 0; i--) {
    const { px, py } = maskPoint(placements[i], loaded[placements[i].name], x, y);
    if (loaded[placements[i].name].contains(px, py)) return { name: placements[i].name, px, py };
  }
  return null;
}

/** The canvas box a placed sprite covers. */
function boxOf(placement, mask) {
  const half = [mask.width / mask.scale / 2, mask.height / mask.scale / 2].map((h) => h * placement.scale);
  const reach = [Math.abs(Math.cos(placement.rotation)), Math.abs(Math.sin(placement.rotation))];
  const rx = half[0] * reach[0] + half[1] * reach[1], ry = half[0] * reach[1] + half[1] * reach[0];
  return { left: placement.x - rx, right: placement.x + rx, top: placement.y - ry, bottom: placement.y + ry };
}

/**
 * Whether two placed sprites touch by the sampled rule's words: some canvas point (x + 1/2, y + 1/2), x and y whole,
 * solid in both; undefined when a point on the way lies a hair from a pixel edge, where rounding may decide.
 */
function sampledTouch(a, maskA, b, maskB) {
  const boxA = boxOf(a, maskA), boxB = boxOf(b, maskB);
  let close = false;
  for (let y = Math.floor(Math.max(boxA.top, boxB.top)) - 1; y <= Math.ceil(Math.min(boxA.bottom, boxB.bottom)); y++) {
    for (let x = Math.floor(Math.max(boxA.left, boxB.left)) - 1; x <= Math.ceil(Math.min(boxA.right, boxB.right)); x++) {
      const pa = maskPoint(a, maskA, x + 0.5, y + 0.5), pb = maskPoint(b, maskB, x + 0.5, y + 0.5);
      const edge = [pa.px, pa.py, pb.px, pb.py].some((v) => Math.abs(v - Math.round(v)) < 1e-9);
      const solidA = maskA.contains(pa.px, pa.py), solidB = maskB.contains(pb.px, pb.py);
      if (solidA && solidB && !edge) return true;
      close ||= edge && (solidA || solidB);
    }
  }
  return close ? undefined : false;
}

test('taps on the canvas sample name the sprite that is solid and topmost there', async () => {
  await browser.open(`${origin}/Samples/WebCanvas/`);
  await browser.until('document.documentElement.dataset.ready');
  assert.equal(await browser.evaluate('document.documentElement.dataset.ready'), 'yes', await browser.evaluate('document.getElementById("status").textContent'));
  const { placements } = await browser.evaluate(`import('./main.js').then((module) => ({ placements: module.placements }))`);
  const loaded = Object.fromEntries(placements.map(({ name }) => [name, HitMask.fromBytes(readFileSync(join(masks, `${name}.hitmask`)))]));
  const box = await browser.evaluate(`(() => { const canvas = document.getElementById('scene'), b = canvas.getBoundingClientRect(); return { left: b.left + canvas.clientLeft, top: b.top + canvas.clientTop }; })()`);

  const random = seeded(11);
  const counts = { background: 0 };
  let checked = 0;
  while (checked < 100) {
    // Every other tap on a solid pixel of some sprite (which a sprite above may cover), the rest around the
    // sprites, where most fall in a margin.
    const target = placements[Math.floor(random() * placements.length)];
    let x = target.x + (random() - 0.5) * 180, y = target.y + (random() - 0.5) * 180;
    if (checked % 2 === 0) {
      const mask = loaded[target.name];
      const px = Math.floor(random() * mask.width), py = Math.floor(random() * mask.height);
      if (!mask.contains(px, py)) continue;
      const ux = ((px + 0.5 - mask.width / 2) / mask.scale) * target.scale, uy = ((py + 0.5 - mask.height / 2) / mask.scale) * target.scale;
      x = target.x + ux * Math.cos(target.rotation) - uy * Math.sin(target.rotation);
      y = target.y + ux * Math.sin(target.rotation) + uy * Math.cos(target.rotation);
    }
    // Taps land on whole CSS pixels: ask about the centre of the one the point falls in.
    x = Math.floor(x) + 0.5;
    y = Math.floor(y) + 0.5;
    if (x < 1 || y < 1 || x > 639 || y > 399) continue;
    const expected = expectedAt(placements, loaded, x, y);
    // Points a hair from a pixel edge could fall either way in floating point: skip them.
    if (expected && (Math.abs(expected.px - Math.round(expected.px)) < 1e-6 || Math.abs(expected.py - Math.round(expected.py)) < 1e-6)) continue;
    await browser.click(box.left + x, box.top + y);
    const status = await browser.evaluate('document.getElementById("status").textContent');
    const name = expected ? expected.name : 'background';
    assert.equal(status.split(' (')[0], name, `tap at (${x}, ${y}): ${status}`);
    counts[name] = (counts[name] ?? 0) + 1;
    checked++;
  }
  // Background and every sprite answered.
  assert.ok(counts.background > 5, JSON.stringify(counts));
  assert.equal(Object.keys(counts).length, placements.length + 1, JSON.stringify(counts));
  writeFileSync(join(screenshotFolder(), 'canvas-sample.png'), await browser.screenshot());
  assert.deepEqual(browser.errors, []);
});

test('a sprite dragged across the others names those it touches, pixel for pixel', async () => {
  await browser.open(`${origin}/Samples/WebCanvas/`);
  await browser.until('document.documentElement.dataset.ready');
  const { placements } = await browser.evaluate(`import('./main.js').then((module) => ({ placements: module.placements }))`);
  const loaded = Object.fromEntries(placements.map(({ name }) => [name, HitMask.fromBytes(readFileSync(join(masks, `${name}.hitmask`)))]));
  const box = await browser.evaluate(`(() => { const canvas = document.getElementById('scene'), b = canvas.getBoundingClientRect(); return { left: b.left + canvas.clientLeft, top: b.top + canvas.clientTop }; })()`);
  const scene = () => browser.evaluate(`import('./main.js').then((module) => module.sprites.map(({ name, x, y, rotation, scale }) => ({ name, x, y, rotation, scale })))`);
  const status = () => browser.evaluate('document.getElementById("status").textContent');

  // The sword (on top) held at a solid pixel near its middle, then carried to the ring, the flower and the button and
  // past them, a few pixels a step.
  const sword = placements.find(({ name }) => name === 'sword');
  let grip = null;
  for (let y = sword.y - 20; y < sword.y + 20 && !grip; y++) {
    for (let x = sword.x - 20; x < sword.x + 20 && !grip; x++) {
      if (expectedAt(placements, loaded, x + 0.5, y + 0.5)?.name === 'sword') grip = { x: x + 0.5, y: y + 0.5 };
    }
  }
  assert.ok(grip, 'no solid pixel of the sword near its middle');
  const stops = [{ x: 250, y: 160 }, { x: 200, y: 200 }, { x: 140, y: 300 }, { x: 60, y: 360 }];
  await browser.mouse('mouseMoved', box.left + grip.x, box.top + grip.y);
  await browser.mouse('mousePressed', box.left + grip.x, box.top + grip.y);
  let at = { ...grip }, steps = 0, touches = 0, alone = 0, undecided = 0;
  const met = new Set();
  for (const stop of stops) {
    const count = Math.ceil(Math.hypot(stop.x - at.x, stop.y - at.y) / 5);
    const from = at;
    for (let k = 1; k <= count; k++) {
      at = { x: from.x + ((stop.x - from.x) * k) / count, y: from.y + ((stop.y - from.y) * k) / count };
      await browser.mouse('mouseMoved', box.left + at.x, box.top + at.y, true);
      const now = await scene();
      const held = now.find(({ name }) => name === 'sword');
      const answers = now.filter((other) => other !== held).map((other) => [other.name, sampledTouch(held, loaded.sword, other, loaded[other.name])]);
      if (answers.some(([, touch]) => touch === undefined)) {
        undecided++;
        continue;
      }
      const expected = answers.filter(([, touch]) => touch).map(([name]) => name);
      assert.equal(await status(), `sword touches ${expected.join(', ') || 'nothing'}`, `sword at (${held.x}, ${held.y})`);
      expected.forEach((name) => met.add(name));
      if (expected.length) touches++;
      else alone++;
      steps++;
    }
  }
  await browser.mouse('mouseReleased', box.left + at.x, box.top + at.y);
  assert.ok(steps > 40 && touches > 10 && alone > 5 && undecided < steps / 10, JSON.stringify({ steps, touches, alone, undecided }));
  assert.ok(met.size >= 3, `the sword met only ${[...met].join(', ')}`);
  writeFileSync(join(screenshotFolder(), 'canvas-sample-touching.png'), await browser.screenshot());
  assert.deepEqual(browser.errors, []);
});
