// Measures a report page in headless Chromium: its weight, the time to first contentful paint, and the time until
// its script has built every card (`data-ready`), the fastest of three loads, with the first screen of
// thumbnails drawn. Not a test: `node Tests/BrowserTests/measure-report.mjs PAGE.html…`
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Browser } from './chromium.mjs';

const browser = await Browser.launch();
try {
  for (const page of process.argv.slice(2)) {
    let best = null;
    for (let run = 0; run < 3; run++) {
      await browser.open('about:blank');
      const start = Date.now();
      await browser.open(pathToFileURL(resolve(page)).href);
      await browser.until('document.documentElement.dataset.ready === "yes"', 120000);
      const loaded = await browser.evaluate(`performance.getEntriesByName('hitmask-report-ready')[0].startTime`);
      // The thumbnails on the first screen are drawn as they come into view: wait for them.
      await browser.until(`[...document.querySelectorAll('.card')].slice(0, 12).every((card) => card.querySelector('.thumb').dataset.drawn)`);
      const drawn = Date.now() - start;
      const paint = await browser.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`);
      const cards = await browser.evaluate('document.querySelectorAll(".card").length');
      const result = { paint, loaded, drawn, cards };
      if (!best || result.drawn < best.drawn) best = result;
    }
    const megabytes = statSync(page).size / 1e6;
    console.log(
      `${page}: ${megabytes.toFixed(2)} MB, ${best.cards} cards; first contentful paint ${best.paint?.toFixed(0)} ms, ` +
        `every card built ${best.loaded.toFixed(0)} ms, first screen of thumbnails ${best.drawn} ms`,
    );
  }
} finally {
  await browser.close();
}
