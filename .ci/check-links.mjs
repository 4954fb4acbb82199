// Every link of the project's Markdown leads somewhere: a relative link to a file or folder that exists, an anchor
// to a heading of its page. DocC articles link to symbols and articles only: a file path resolves neither in the
// built archive nor on GitHub (where the article sits in its catalog's folder), so it is written as code text.
// Run by .ci/check-docs.sh: node .ci/check-links.mjs FILE...
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');

const problems = [];
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const anchors = new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1])));
  const inCatalog = file.includes('.docc/');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|doc:)/.test(target)) continue;
    const [path, anchor] = target.split('#');
    if (path === '' && !anchors.has(anchor)) problems.push(`${file}: #${anchor} names no heading of the page`);
    else if (path !== '' && inCatalog) problems.push(`${file}: (${target}) is a file link, which a DocC article cannot resolve`);
    else if (path !== '' && !existsSync(join(dirname(file), path))) problems.push(`${file}: (${target}) does not exist`);
  }
}
if (problems.length > 0) {
  for (const problem of problems) console.log(`FAIL: ${problem}`);
  process.exit(1);
}
console.log(`ok: every link of ${process.argv.length - 2} Markdown files leads somewhere`);
