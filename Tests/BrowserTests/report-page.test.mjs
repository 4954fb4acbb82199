// `hitmask report` pages in a real browser (headless Chromium): the overlays render what the masks hold, a tap on
// a pixel gives the answers `hitmask query` gives, and a review page marks exactly the pixels that changed.
// Screenshots go to .build/browser-screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser } from './chromium.mjs';
import { HitMask } from '../../Readers/JavaScript/hitmask.js';
import { hitmask, repository, screenshotFolder, seeded, temporaryFolder, writeSprite } from './fixtures.mjs';

const folder = temporaryFolder('hitmask-report-page');
const input = join(folder, 'art');
const masks = join(folder, 'masks');
let browser;

/** An atlas page of three sprites, one turned, described as TexturePacker writes it. */
function writeAtlas() {
  const sprites = {
    'hero.png': { frame: { x: 1, y: 1, w: 20, h: 30 }, rotated: false, spriteSourceSize: { x: 2, y: 3, w: 20, h: 30 }, sourceSize: { w: 24, h: 36 } },
    'gem.png': { frame: { x: 23, y: 1, w: 10, h: 16 }, rotated: true, spriteSourceSize: { x: 1, y: 1, w: 10, h: 16 }, sourceSize: { w: 12, h: 18 } },
    'coin.png': { frame: { x: 23, y: 13, w: 14, h: 14 }, rotated: false, spriteSourceSize: { x: 0, y: 0, w: 14, h: 14 }, sourceSize: { w: 14, h: 14 } },
  };
  for (const frame of Object.values(sprites)) frame.trimmed = true;
  // Diagonal stripes: no turn or mirror of a frame's stripes lines up with them again.
  writeSprite(join(input, 'atlas', 'sheet.png'), 40, 32, (x, y) => (x + 2 * y) % 7 < 4 && !(x === 0 || y === 0));
  writeFileSync(join(input, 'atlas', 'sheet.json'), JSON.stringify({ frames: sprites, meta: { image: 'sheet.png', size: { w: 40, h: 32 }, scale: '1' } }));
}

before(async () => {
  for (const name of readdirSync(join(repository, 'Samples', 'Sprites')).filter((name) => name.endsWith('.png'))) {
    cpSync(join(repository, 'Samples', 'Sprites', name), join(input, 'sprites', name), { recursive: true });
  }
  writeAtlas();
  hitmask('generate', input, '-o', masks, '--outlines', '-q');
  browser = await Browser.launch();
});

after(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function openReport(page) {
  browser.errors.length = 0;
  await browser.open(pathToFileURL(page).href);
  await browser.until('document.documentElement.dataset.ready === "yes"');
}

async function openMask(name) {
  await browser.evaluate(`location.hash = ${JSON.stringify(`#mask=${encodeURIComponent(name)}`)}`);
  await browser.until(`document.querySelector('#viewer h2')?.textContent === ${JSON.stringify(name)}`);
  await browser.until('document.querySelector("#viewer .stage").dataset.zoom');
}

/** Taps pixel (x, y) of the open mask and returns the readout's answers, by name. */
async function tap(x, y) {
  const box = await browser.evaluate(`(() => {
    const stage = document.querySelector('#viewer .stage'), box = stage.getBoundingClientRect();
    return { left: box.left, top: box.top, zoom: Number(stage.dataset.zoom) };
  })()`);
  await browser.evaluate(`document.querySelector('#viewer .stage').scrollIntoView({ block: 'nearest' })`);
  await browser.click(box.left + (x + 0.5) * box.zoom, box.top + (y + 0.5) * box.zoom);
  const answers = await browser.evaluate(`Object.fromEntries([...document.querySelectorAll('#viewer .readout dd[data-answer]')]
    .map((cell) => [cell.dataset.answer, cell.textContent]))`);
  // A second tap on the same pixel unpins it, so the next tap starts afresh.
  await browser.click(box.left + (x + 0.5) * box.zoom, box.top + (y + 0.5) * box.zoom);
  return answers;
}

/** Draws the open viewer's mask layer in `style` (tint, outline or hatched), as the "Mask as" choice does. */
function chooseMaskStyle(style) {
  return browser.evaluate(`(() => {
    const choice = document.getElementById('mask-style');
    choice.value = ${JSON.stringify(style)};
    choice.dispatchEvent(new Event('input'));
  })()`);
}

/** What the open viewer draws: vector overlay counts and the mask canvas's painted pixels. */
function overlays() {
  return browser.evaluate(`(() => {
    const canvas = document.querySelector('#viewer canvas.layer-mask');
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) painted++;
    const visible = (selector) => getComputedStyle(document.querySelector(selector)).display !== 'none';
    return {
      rects: document.querySelectorAll('#viewer .overlay-rects rect').length,
      regions: document.querySelectorAll('#viewer .overlay-outlines .region').length,
      frameRegions: document.querySelectorAll('#viewer .overlay-outlines .frame-region').length,
      frames: document.querySelectorAll('#viewer .overlay-frames rect').length,
      painted, width: canvas.width, height: canvas.height,
      spriteShown: !!document.querySelector('#viewer img.layer-sprite')?.complete,
      outlinesVisible: visible('#viewer .overlay-outlines'),
    };
  })()`);
}

test('the overlays draw what each mask holds, and taps answer as hitmask query does', async () => {
  const page = join(folder, 'report.html');
  hitmask('report', input, '--masks', masks, '--outlines', '-o', page);
  await openReport(page);
  assert.equal(await browser.evaluate('document.querySelectorAll(".card").length'), 6);
  writeFileSync(join(screenshotFolder(), 'report-cards.png'), await browser.screenshot());

  const random = seeded(7);
  for (const name of ['sprites/ring.hitmask', 'sprites/flower.hitmask', 'atlas/sheet.hitmask']) {
    const file = join(masks, name);
    const facts = JSON.parse(hitmask('inspect', file, '--json'));
    await openMask(name);
    await chooseMaskStyle('tint');
    const drawn = await overlays();
    assert.equal(drawn.width, facts.width);
    assert.equal(drawn.height, facts.height);
    assert.equal(drawn.painted, facts.solidPixels, `${name}: painted pixels`);
    // The views that leave the art's colours: the solid pixels beside a clear one, or every fourth diagonal.
    const mask = HitMask.fromBytes(readFileSync(file));
    let edge = 0, hatched = 0;
    for (let y = 0; y < mask.height; y++) {
      for (let x = 0; x < mask.width; x++) {
        if (!mask.contains(x, y)) continue;
        if (!(mask.contains(x - 1, y) && mask.contains(x + 1, y) && mask.contains(x, y - 1) && mask.contains(x, y + 1))) edge++;
        if ((x + y) % 4 === 0) hatched++;
      }
    }
    await chooseMaskStyle('outline');
    assert.equal((await overlays()).painted, edge, `${name}: edge pixels`);
    await chooseMaskStyle('hatched');
    assert.equal((await overlays()).painted, hatched, `${name}: hatched pixels`);
    const legend = await browser.evaluate(`[...document.querySelectorAll('#viewer .legend dt')].map((term) => term.textContent)`);
    assert.ok(legend.includes('Mask') && legend.includes('Outlines'), `${name}: legend ${legend}`);
    assert.equal(drawn.rects, facts.rectCount, `${name}: rects`);
    assert.equal(drawn.regions, facts.outlines?.regions ?? 0, `${name}: outline regions`);
    const frameRegions = facts.frames.reduce((sum, frame) => sum + (frame.outlineRegions ?? 0), 0);
    assert.equal(drawn.frameRegions, frameRegions, `${name}: frame outline regions`);
    assert.equal(drawn.frames, facts.frames.length, `${name}: frames`);
    assert.ok(drawn.spriteShown && drawn.outlinesVisible);
    writeFileSync(join(screenshotFolder(), `report-${name.replace(/\W+/g, '-')}.png`), await browser.screenshot());

    // Taps: the first solid and first clear pixel in reading order, then random ones.
    const pixels = [];
    for (let i = 0; i < 14; i++) pixels.push([Math.floor(random() * facts.width), Math.floor(random() * facts.height)]);
    const seen = new Set();
    for (const [x, y] of pixels) {
      const answers = await tap(x, y);
      const expected = hitmask('query', file, String(x), String(y)).trim();
      assert.equal(answers.contains, expected, `${name} (${x}, ${y})`);
      seen.add(expected);
      const near = hitmask('query', file, String(x), String(y), '--tolerance', '15').trim();
      const distance = near === 'solid' ? '0 px' : near.startsWith('near ') ? `${near.slice(5)} px` : 'more than 15 px';
      assert.equal(answers.distance, distance, `${name} (${x}, ${y}) distance`);
      if (answers.frame && answers.frame !== 'none') {
        const [, frame, fx, fy] = /^(.*) at \((\d+), (\d+)\)$/.exec(answers.frame);
        assert.equal(hitmask('query', file, fx, fy, '--frame', frame).trim(), expected, `${name} frame ${answers.frame}`);
      }
    }
    assert.deepEqual([...seen].sort(), ['clear', 'solid'], `${name}: taps on both solid and clear pixels`);
  }

  // Switching a layer off hides it.
  await browser.evaluate(`document.querySelector('#viewer input[name="outlines"]').click()`);
  assert.equal((await overlays()).outlinesVisible, false);
  assert.deepEqual(browser.errors, []);
});

test('every frame of an atlas page answers, in its own pixels, as hitmask query --frame does', async () => {
  const page = join(folder, 'report.html');
  hitmask('report', input, '--masks', masks, '--outlines', '-o', page);
  await openReport(page);
  const file = join(masks, 'atlas/sheet.hitmask');
  await openMask('atlas/sheet.hitmask');
  const facts = JSON.parse(hitmask('inspect', file, '--json'));
  let checked = 0;
  for (let y = 0; y < facts.height; y += 4) {
    for (let x = 0; x < facts.width; x += 3) {
      const answers = await tap(x, y);
      if (!answers.frame || answers.frame === 'none') continue;
      const [, frame, fx, fy] = /^(.*) at \((\d+), (\d+)\)$/.exec(answers.frame);
      assert.equal(hitmask('query', file, fx, fy, '--frame', frame).trim(), answers.contains, `(${x}, ${y}) is ${answers.frame}`);
      checked++;
    }
  }
  assert.ok(checked > 20, `only ${checked} pixels fell in frames`);
});

test("each frame's outlines are drawn where the frame lies on the page, turned as it is", async () => {
  const page = join(folder, 'report.html');
  hitmask('report', input, '--masks', masks, '--outlines', '-o', page);
  await openReport(page);
  const file = join(masks, 'atlas/sheet.hitmask');
  await openMask('atlas/sheet.hitmask');
  const mask = new HitMask(new Uint8Array(readFileSync(file)));
  assert.ok(mask.frames.some((frame) => frame.rotation % 2 === 1), 'a turned frame');
  // Outer outlines cover every solid pixel and leave out none of them in a hole: so the centre of each solid pixel
  // of a frame's page rect must lie in the fill of that frame's drawn outlines, which a wrong turn or trim breaks.
  const solidCentres = mask.frames.map((frame) => {
    const [fx, fy, pw, ph] = frame.pageRect, centres = [];
    for (let y = fy; y < fy + ph; y++) for (let x = fx; x < fx + pw; x++) if (mask.contains(x, y)) centres.push([x + 0.5, y + 0.5]);
    return centres;
  });
  const outside = await browser.evaluate(`(${JSON.stringify(solidCentres)}).map((centres, index) => {
    const rings = [...document.querySelectorAll('#viewer .frame-region[data-frame="' + index + '"] .ring')];
    return centres.filter(([x, y]) => !rings.some((ring) => ring.isPointInFill(new DOMPoint(x, y)))).length;
  })`);
  mask.frames.forEach((frame, index) => {
    assert.ok(solidCentres[index].length > 20, `${frame.name}: solid pixels to check`);
    assert.equal(outside[index], 0, `${frame.name}: solid pixels outside its drawn outlines`);
  });
  assert.deepEqual(browser.errors, []);
});

test('a review page marks exactly the pixels that changed', async () => {
  const old = join(folder, 'masks-before');
  cpSync(masks, old, { recursive: true });
  // The art change: the ring's sprite is replaced by a disc, and a sprite is added and one removed.
  const disc = (x, y) => (x - 40) ** 2 + (y - 40) ** 2 < 30 ** 2;
  writeSprite(join(input, 'sprites', 'ring.png'), 80, 80, disc);
  writeSprite(join(input, 'sprites', 'new.png'), 10, 10, (x, y) => x > y);
  rmSync(join(input, 'sprites', 'sword.png'));
  hitmask('generate', input, '-o', masks, '--outlines', '--prune', '-q');
  const page = join(folder, 'review.html');
  hitmask('report', input, '--masks', masks, '--outlines', '--against', old, '-o', page);
  await openReport(page);

  // The review opens on what changed: every changed, added or removed mask comes before the unchanged ones.
  const order = await browser.evaluate(`[...document.querySelectorAll('#cards .card')].map((card) =>
    ['changed', 'added', 'removed', 'unchanged'].find((state) => card.classList.contains('change-' + state)))`);
  const firstUnchanged = order.indexOf('unchanged');
  assert.ok(firstUnchanged > 0 && order.slice(firstUnchanged).every((state) => state === 'unchanged'), `${order}`);
  assert.equal(order[0], 'changed');

  const summary = await browser.evaluate(`document.querySelector('#summary').textContent`);
  assert.match(summary, /1 changed \(/);
  assert.match(summary, /1 added/);
  assert.match(summary, /1 removed/);

  // The changed pixels: solid in the disc and clear in the ring, or the other way round.
  // (hitmask.js reads the older mask here: its answers are checked against the CLI's by Tests/HitMaskJSTests.)
  const before = HitMask.fromBytes(readFileSync(join(old, 'sprites/ring.hitmask')));
  const expected = new Map();
  for (let y = 0; y < 80; y++) {
    for (let x = 0; x < 80; x++) {
      const was = before.contains(x, y);
      if (was !== disc(x, y)) expected.set(`${x},${y}`, disc(x, y) ? 'added' : 'removed');
    }
  }
  await openMask('sprites/ring.hitmask');
  const marked = await browser.evaluate(`(() => {
    const canvas = document.querySelector('#viewer canvas.layer-changes');
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const marked = {};
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3] === 0) continue;
      const index = i / 4;
      marked[(index % canvas.width) + ',' + Math.floor(index / canvas.width)] = pixels[i + 1] > pixels[i] ? 'added' : 'removed';
    }
    return marked;
  })()`);
  assert.equal(Object.keys(marked).length, expected.size);
  for (const [pixel, kind] of expected) assert.equal(marked[pixel], kind, `pixel ${pixel}`);
  const facts = await browser.evaluate(`document.querySelector('#viewer .facts').textContent`);
  assert.match(facts, new RegExp(`changed, ${expected.size.toLocaleString('en')} px`));
  writeFileSync(join(screenshotFolder(), 'report-review.png'), await browser.screenshot());

  // An added mask says in words what it had before: nothing.
  await openMask('sprites/new.hitmask');
  const added = await browser.evaluate(`Object.fromEntries([...document.querySelectorAll('#viewer .facts dt')]
    .map((term) => [term.textContent, term.nextElementSibling.textContent]))`);
  assert.equal(added['Size before'], 'none (the mask is new)');
  assert.match(added['Outline regions'], /^none → \d+ regions?$/);
  assert.ok(!Object.values(added).some((value) => value.includes('—')), JSON.stringify(added));

  // The summary's "changed" count filters the cards to that one mask.
  await browser.evaluate(`document.getElementById('viewer').close()`);
  await browser.evaluate(`document.querySelector('button[data-filter="change:changed"]').click()`);
  assert.deepEqual(await browser.evaluate(`[...document.querySelectorAll('#cards .card h3')].map((title) => title.textContent)`), ['sprites/ring.hitmask']);
  assert.deepEqual(browser.errors, []);
});

test('a folder of masks alone makes a page: each mask drawn by itself, titles below their shared folder', async () => {
  // Masks deep in a delivery's folders, one with a long name, and no sources beside them.
  const delivery = join(folder, 'delivery');
  const deep = join(delivery, 'games', 'studio', 'project', 'assets', 'characters');
  cpSync(join(masks, 'sprites'), deep, { recursive: true });
  const longName = 'a-very-long-sprite-name-for-the-final-boss-of-level-twelve.hitmask';
  cpSync(join(deep, 'ring.hitmask'), join(deep, longName));
  const page = join(folder, 'alone.html');
  hitmask('report', '--masks', delivery, '-o', page);
  await openReport(page);
  const html = readFileSync(page, 'utf8');
  assert.ok(!html.includes(folder), 'the page names no absolute path of this machine');
  const summary = await browser.evaluate(`document.querySelector('#summary').textContent`);
  assert.match(summary, /none given: the masks alone/);
  assert.equal(await browser.evaluate(`document.querySelector('#common-folder code').textContent`), 'games/studio/project/assets/characters/');
  const titles = await browser.evaluate(`[...document.querySelectorAll('#cards .card h3')].map((title) => ({
    text: title.textContent, full: title.title, overflows: title.scrollWidth > title.clientWidth }))`);
  assert.equal(titles.length, 6);
  assert.ok(titles.some(({ text }) => text === 'flower.hitmask'));
  const long = titles.find(({ full }) => full.endsWith(longName));
  assert.ok(long.text.includes('…') && long.text.length < longName.length, `cut in the middle: ${long.text}`);
  assert.ok(long.text.startsWith(longName.slice(0, 10)) && long.text.endsWith('twelve.hitmask'), long.text);
  assert.deepEqual(titles.filter(({ overflows }) => overflows), [], 'no title runs out of its card');
  // Each mask is drawn by itself: every solid pixel, filled.
  const name = 'games/studio/project/assets/characters/flower.hitmask';
  await openMask(name);
  const facts = JSON.parse(hitmask('inspect', join(delivery, name), '--json'));
  assert.equal((await overlays()).painted, facts.solidPixels);
  writeFileSync(join(screenshotFolder(), 'report-masks-alone.png'), await browser.screenshot());
  assert.deepEqual(browser.errors, []);
});

test('source paths are shown from the input, not as this machine\'s absolute paths', async () => {
  const page = join(folder, 'paths.html');
  hitmask('report', input, '--masks', masks, '-o', page);
  await openReport(page);
  assert.ok(!readFileSync(page, 'utf8').includes(folder), 'no absolute path of this machine in the page');
  await openMask('sprites/flower.hitmask');
  const facts = await browser.evaluate(`document.querySelector('#viewer .facts').textContent`);
  assert.match(facts, /Sourceart\/sprites\/flower\.png/);
});
