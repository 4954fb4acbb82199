// Readers/JavaScript/README.md's page, as a new user copies it: its HTML block beside hitmask.js and a sprite with
// its mask, served over HTTP (as the README says it must be) and clicked in headless Chromium, answers by the mask
// on solid and clear pixels. Its node block, run beside hitmask.js and the masks it names, prints what the README
// says it prints, and what the sampled rule, worked out here point by point, answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { extname, join, normalize } from 'node:path';
import { Browser } from './chromium.mjs';
import { HitMask } from '../../Readers/JavaScript/hitmask.js';
import { hitmask, repository, temporaryFolder } from './fixtures.mjs';

const site = temporaryFolder('hitmask-js-readme');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.png': 'image/png' };
let server, browser, origin;

before(async () => {
  const readme = readFileSync(join(repository, 'Readers/JavaScript/README.md'), 'utf8');
  const page = readme.match(/```html\n([\s\S]*?)```/);
  assert.ok(page, 'the README has no HTML page');
  writeFileSync(join(site, 'index.html'), page[1]);
  copyFileSync(join(repository, 'Readers/JavaScript/hitmask.js'), join(site, 'hitmask.js'));
  mkdirSync(join(site, 'sprites'));
  for (const name of ['flower', 'ring', 'sword']) copyFileSync(join(repository, `Samples/Sprites/${name}.png`), join(site, `sprites/${name}.png`));
  hitmask('generate', join(site, 'sprites'), '--beside-sources', '-q');
  server = createServer((request, response) => {
    const file = join(site, normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    const path = file.endsWith('/') ? join(file, 'index.html') : file;
    if (!path.startsWith(site) || !existsSync(path)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await Browser.launch({ width: 400, height: 300 });
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(site, { recursive: true, force: true });
});

test("the README's page, served over HTTP, answers clicks by the mask", async () => {
  const mask = HitMask.fromBytes(readFileSync(join(site, 'sprites/flower.hitmask')));
  await browser.open(`${origin}/`);
  await browser.until('document.getElementById("flower").complete');
  const box = await browser.evaluate('(() => { const b = document.getElementById("flower").getBoundingClientRect(); return { left: b.left, top: b.top }; })()');
  let solid = 0, clear = 0;
  for (let y = 2; y < mask.height; y += 7) {
    for (let x = 3; x < mask.width; x += 7) {
      const expected = mask.contains(x, y) ? 'the flower' : 'nothing';
      // The module may still be loading the mask on the first click: click until it answers.
      let answer = '';
      for (let attempt = 0; attempt < 50 && !['the flower', 'nothing'].includes(answer); attempt++) {
        // (Chromium gives offsetX and offsetY in whole pixels: a click at a pixel's corner is that pixel.)
        await browser.click(box.left + x, box.top + y);
        answer = await browser.evaluate('document.getElementById("answer").textContent');
      }
      assert.equal(answer, expected, `a click at (${x}, ${y})`);
      expected === 'nothing' ? clear++ : solid++;
      await browser.evaluate('document.getElementById("answer").textContent = ""');
    }
  }
  assert.ok(solid > 20 && clear > 20, `${solid} solid and ${clear} clear clicks`);
});

/** Whether two sprites placed by {a, b, c, d, e, f} touch by the sampled rule's words, over a wide box. */
function sampledTouch(mask, m, other, n) {
  const pixel = (q, x, y) => {
    const det = q.a * q.d - q.b * q.c, dx = x - q.e, dy = y - q.f;
    return [(q.d * dx - q.c * dy) / det, (q.a * dy - q.b * dx) / det];
  };
  for (let y = -400; y < 400; y++) {
    for (let x = -400; x < 400; x++) {
      if (mask.contains(...pixel(m, x + 0.5, y + 0.5)) && other.contains(...pixel(n, x + 0.5, y + 0.5))) return true;
    }
  }
  return false;
}

test("the README's node block prints what it promises, and what the sampled rule answers", () => {
  const readme = readFileSync(join(repository, 'Readers/JavaScript/README.md'), 'utf8');
  const block = readme.match(/## Sprites that touch[\s\S]*?```javascript\n([\s\S]*?)```\n\nIt prints ([^.]*)\./);
  assert.ok(block, 'the README has no Sprites that touch block followed by what it prints');
  writeFileSync(join(site, 'touching.mjs'), block[1]);
  const printed = execFileSync(process.execPath, ['touching.mjs'], { cwd: site, encoding: 'utf8' }).trim().split('\n');
  assert.deepEqual(printed, [...block[2].matchAll(/`([^`]*)`/g)].map((quoted) => quoted[1]));
  const ring = HitMask.fromBytes(readFileSync(join(site, 'sprites/ring.hitmask')));
  const sword = HitMask.fromBytes(readFileSync(join(site, 'sprites/sword.hitmask')));
  const turn = Math.PI / 4;
  for (const line of printed) {
    const x = Number(line.match(/sword at (\d+)/)[1]);
    const swordAt = { a: Math.cos(turn), b: Math.sin(turn), c: -Math.sin(turn), d: Math.cos(turn), e: x, f: 20 };
    const touches = sampledTouch(ring, { a: 1, b: 0, c: 0, d: 1, e: 100, f: 100 }, sword, swordAt);
    assert.equal(line.endsWith('touches the ring'), touches, line);
  }
  assert.ok(printed.some((line) => line.endsWith('clear')) && printed.some((line) => line.endsWith('touches the ring')));
});
