// Samples/WebCanvas in headless Chromium: taps on the canvas name the sprite an independent computation (this
// file's own placement arithmetic over masks read by hitmask.js in node) says is topmost and solid there.
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

/** The topmost sprite solid at canvas point (x, y), worked out here from the placements and the masks. */
function expectedAt(placements, loaded, x, y) {
  for (let i = placements.length - 1; i >= 0; i--) {
    const { name, x: cx, y: cy, rotation, scale } = placements[i];
    const mask = loaded[name];
    // Into the sprite's frame: move, turn back, unscale (points), then points to pixels from the top-left corner.
    const ux = ((x - cx) * Math.cos(rotation) + (y - cy) * Math.sin(rotation)) / scale;
    const uy = (-(x - cx) * Math.sin(rotation) + (y - cy) * Math.cos(rotation)) / scale;
    const px = ux * mask.scale + mask.width / 2, py = uy * mask.scale + mask.height / 2;
    if (mask.contains(px, py)) return { name, px, py };
  }
  return null;
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
