// The `hitmask report` page's script. It runs as one module right after hitmask.js's declarations (the page
// inlines both), reads the page's data (#report-data: entries; #report-sprites: data URLs or links) and draws:
// cards for every entry (drawn as they scroll into view), a filter and search, and a viewer with overlays,
// pixel-exact zoom and the answers of contains, distance and frame at the pixel under the pointer.

const report = JSON.parse(document.getElementById('report-data').textContent);
const sprites = JSON.parse(document.getElementById('report-sprites').textContent);
const entries = report.entries;
const diffMode = entries.some((entry) => entry.change);

// Names are shown below the folder every entry shares (said once, above the cards), and broken only after a "/":
// a long one keeps its start and its end, cut in the middle.
const commonFolder = (() => {
  const folders = entries.map((entry) => entry.name.split('/').slice(0, -1));
  if (!folders.length) return '';
  const shared = [];
  for (let i = 0; folders.every((parts) => i < parts.length && parts[i] === folders[0][i]); i++) shared.push(folders[0][i]);
  return shared.length ? `${shared.join('/')}/` : '';
})();

// Colours of the overlays (the legend in the viewer uses the same).
const COLOURS = {
  mask: [0, 132, 255, 115],
  maskLine: [0, 132, 255, 255],
  maskAlone: [40, 40, 48, 255],
  added: [0, 190, 80, 230],
  removed: [235, 40, 40, 230],
};
const ZOOMS = [0.125, 0.25, 0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64];
// Distances are searched as far as the distance field reaches (hitmask.js's MARGIN, FORMAT.md's DIST): beyond it
// they are reported as "more than".
const REACH = MARGIN;

// ---------------------------------------------------------------------------------------------------------------
// Masks, decoded when first drawn

const decoded = new Map();

function base64Bytes(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The entry's mask (or its older version), decoded once; null when it has none; an Error when it is refused. */
function maskOf(entry, old = false) {
  const key = old ? `old:${entry.name}` : entry.name;
  if (!decoded.has(key)) {
    const text = old ? entry.change?.oldMask : entry.mask;
    let value = null;
    if (text) {
      try {
        value = HitMask.fromBytes(base64Bytes(text));
      } catch (error) {
        value = error;
      }
    }
    decoded.set(key, value);
  }
  const value = decoded.get(key);
  return value instanceof HitMask ? value : null;
}

/** Squared distance from pixel (x, y) to the nearest solid pixel's centre, or Infinity beyond REACH pixels. */
function distanceSquared(mask, x, y) {
  if (mask.contains(x, y)) return 0;
  let best = Infinity;
  for (let dy = -REACH; dy <= REACH; dy++) {
    for (let dx = -REACH; dx <= REACH; dx++) {
      const d = dx * dx + dy * dy;
      if (d < best && d <= REACH * REACH && mask.contains(x + dx, y + dy)) best = d;
    }
  }
  return best;
}

/** The first frame whose page rect holds pixel (x, y), with the pixel in its untrimmed sprite's coordinates. */
function frameAt(mask, x, y) {
  for (const frame of mask.frames) {
    const [fx, fy, pw, ph] = frame.pageRect;
    const dx = x - fx, dy = y - fy;
    if (!(dx >= 0 && dy >= 0 && dx < pw && dy < ph)) continue;
    // Undo the turn frameContains applies: turn the page's pw × ph pixels the rest of the way round.
    const [u, v] = turnClockwise((4 - frame.rotation) % 4, pw, ph, dx, dy, 1);
    return { frame, x: u + frame.trim[0], y: v + frame.trim[1] };
  }
  return null;
}

/** Where point (u, v) of a frame's untrimmed sprite lies on the page: frameAt's turn undone, for points (pixel
 *  corners, as outlines have them) rather than pixels. */
function pagePoint(frame, u, v) {
  const [fx, fy, pw, ph] = frame.pageRect;
  const turned = frame.rotation % 2 === 1;
  const W = turned ? ph : pw, H = turned ? pw : ph;
  const [x, y] = turnClockwise(frame.rotation, W, H, u - frame.trim[0], v - frame.trim[1], 0);
  return [fx + x, fy + y];
}

/** What the readers answer at pixel (x, y): the words `hitmask query` prints, a distance and a frame. */
function answersAt(mask, x, y) {
  const solid = mask.contains(x, y);
  const d2 = distanceSquared(mask, x, y), d = Math.sqrt(d2);
  return {
    contains: solid ? 'solid' : 'clear',
    // As `hitmask query --tolerance` prints it: whole numbers plainly, others to three decimals.
    distance: d2 === Infinity ? `more than ${REACH} px` : `${Number.isInteger(d) ? d : d.toFixed(3)} px`,
    frame: frameAt(mask, x, y),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Drawing

function paint(canvas, width, height, colourOf) {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const image = context.createImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  const packed = new Map();
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const colour = colourOf(x, y);
      if (!colour) continue;
      let value = packed.get(colour);
      if (value === undefined) {
        const bytes = new Uint8ClampedArray(colour);
        value = new Uint32Array(bytes.buffer)[0];
        packed.set(colour, value);
      }
      pixels[i] = value;
    }
  }
  context.putImageData(image, 0, 0);
}

// How the mask layer is drawn over a sprite. A tint recolours the art under it (a yellow and red flag turns green
// and purple), so the viewer also offers the mask's edge alone, or hatching that leaves most pixels untouched.
const MASK_STYLES = {
  tint: { label: 'tint', solid: (mask, x, y) => true },
  outline: {
    label: 'edge pixels',
    // A solid pixel with a clear (or outside) pixel beside it, left, right, above or below.
    solid: (mask, x, y) => !(mask.contains(x - 1, y) && mask.contains(x + 1, y) && mask.contains(x, y - 1) && mask.contains(x, y + 1)),
  },
  hatched: { label: 'hatched', solid: (mask, x, y) => (x + y) % 4 === 0 },
};
let maskStyle = 'outline';

/** The mask's solid pixels: alone (no sprite under it) always filled, over a sprite in `style`. */
function paintMask(canvas, mask, alone, style = 'tint') {
  const colour = alone ? COLOURS.maskAlone : style === 'tint' ? COLOURS.mask : COLOURS.maskLine;
  const drawn = alone ? MASK_STYLES.tint.solid : MASK_STYLES[style].solid;
  paint(canvas, mask.width, mask.height, (x, y) => (mask.contains(x, y) && drawn(mask, x, y) ? colour : null));
}

/** Pixels solid in one version only, over both versions' extent: green where the new one gained, red where lost. */
function paintChanges(canvas, oldMask, newMask) {
  const width = Math.max(oldMask?.width ?? 0, newMask?.width ?? 0);
  const height = Math.max(oldMask?.height ?? 0, newMask?.height ?? 0);
  paint(canvas, width, height, (x, y) => {
    const before = oldMask ? oldMask.contains(x, y) : false;
    const after = newMask ? newMask.contains(x, y) : false;
    return before === after ? null : after ? COLOURS.added : COLOURS.removed;
  });
}

const SVG = 'http://www.w3.org/2000/svg';
function svgElement(name, attributes, parent) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  parent?.appendChild(element);
  return element;
}

function ringPath(ring) {
  return `M${ring.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

/** The vector overlays in pixel units: shape rects, outlines (the page's and each frame's, with their convex
 *  pieces) and atlas frames. */
function drawVectors(svg, mask) {
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${mask.width} ${mask.height}`);
  const rects = svgElement('g', { class: 'overlay-rects' }, svg);
  for (const rect of mask.rects) svgElement('rect', { x: rect.x, y: rect.y, width: rect.width, height: rect.height }, rects);
  const outlines = svgElement('g', { class: 'overlay-outlines' }, svg);
  for (const region of mask.outlinePolygons()) {
    const group = svgElement('g', { class: 'region' }, outlines);
    svgElement('path', { class: 'ring', d: [region.outer, ...region.holes].map(ringPath).join('') }, group);
    for (const piece of region.convexPieces) svgElement('path', { class: 'piece', d: ringPath(piece) }, group);
  }
  // Each frame's own outlines (FOUT) are in its untrimmed sprite's sixteenths of a pixel: placed as the frame is.
  mask.frames.forEach((frame, index) => {
    for (const { rings, pieces } of mask.frameOutlines?.frames[index] ?? []) {
      const points = rings.flat().map(([u, v]) => pagePoint(frame, u / 16, v / 16));
      let start = 0;
      const placedRings = rings.map((ring) => points.slice(start, (start += ring.length)));
      const group = svgElement('g', { class: 'frame-region', 'data-frame': index }, outlines);
      svgElement('path', { class: 'ring', d: placedRings.map(ringPath).join('') }, group);
      for (const piece of pieces) svgElement('path', { class: 'piece', d: ringPath(piece.map((i) => points[i])) }, group);
    }
  });
  const frames = svgElement('g', { class: 'overlay-frames' }, svg);
  for (const frame of mask.frames) {
    const [x, y, width, height] = frame.pageRect;
    const rect = svgElement('rect', { x, y, width, height }, frames);
    svgElement('title', {}, rect).textContent = frame.name;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Cards

const masksSection = document.getElementById('masks');
const toolbar = document.createElement('div');
toolbar.className = 'toolbar';
toolbar.innerHTML = `
  <input type="search" id="search" placeholder="Search names" aria-label="Search names">
  <select id="status-filter" aria-label="State"><option value="">every state</option></select>
  ${diffMode ? '<select id="change-filter" aria-label="Change"><option value="">changed or not</option></select>' : ''}
  <select id="sort" aria-label="Order">
    <option value="name">by name</option>
    ${diffMode ? '<option value="changed">most changed pixels first</option>' : ''}
    <option value="bytes">largest mask file first</option>
    <option value="pixels">largest image first</option>
  </select>
  <span id="shown" aria-live="polite"></span>
  ${commonFolder ? `<span id="common-folder">in <code></code></span>` : ''}`;
masksSection.appendChild(toolbar);
const grid = document.createElement('div');
grid.id = 'cards';
masksSection.appendChild(grid);

if (commonFolder) toolbar.querySelector('#common-folder code').textContent = commonFolder;
const search = document.getElementById('search');
const statusFilter = document.getElementById('status-filter');
const changeFilter = document.getElementById('change-filter');
const sortOrder = document.getElementById('sort');
for (const status of [...new Set(entries.map((entry) => entry.status))].sort()) {
  statusFilter.add(new Option(status.replace(/-/g, ' '), status));
}
if (changeFilter) {
  for (const state of [...new Set(entries.map((entry) => entry.change?.state).filter(Boolean))].sort()) {
    changeFilter.add(new Option(state, state));
  }
}

// One formatter for every number (toLocaleString builds one per call, which 3,000 cards notice).
const number = new Intl.NumberFormat('en').format;

function plural(count, noun) {
  return `${number(count)} ${noun}${count === 1 ? '' : 's'}`;
}

function figures(entry) {
  const parts = [];
  if (entry.width) parts.push(`${entry.width}×${entry.height}`);
  if (entry.maskFileBytes != null) parts.push(`${number(entry.maskFileBytes)} B`);
  if (entry.change?.state === 'changed') parts.push(`${number(entry.change.changedPixels)} px changed`);
  return parts.join(' · ');
}

const TITLE_LENGTH = 48;

/** A card's title: the name below the shared folder, cut in the middle when long, with a break allowed after each
 *  "/" (never inside a word). */
function fillTitle(element, name) {
  let shown = name.slice(commonFolder.length);
  if (shown.length > TITLE_LENGTH) shown = `${shown.slice(0, 18)}…${shown.slice(-(TITLE_LENGTH - 19))}`;
  const parts = shown.split('/');
  parts.forEach((part, index) => {
    element.append(index < parts.length - 1 ? `${part}/` : part);
    if (index < parts.length - 1) element.appendChild(document.createElement('wbr'));
  });
  element.title = name;
}

// Every card is a copy of this one, filled in.
const cardTemplate = document.createElement('article');
cardTemplate.innerHTML = '<div class="thumb"></div><h3></h3><p class="badges"><span class="badge"></span></p><p class="figures"></p>';
cardTemplate.tabIndex = 0;

const cards = entries.map((entry, index) => {
  const card = cardTemplate.cloneNode(true);
  card.className = `card status-${entry.status}${entry.change ? ` change-${entry.change.state}` : ''}`;
  card.dataset.index = index;
  const [, title, badges, details] = card.children;
  fillTitle(title, entry.name);
  if (entry.source) title.title = `${entry.name}\nfrom ${entry.source}`;
  badges.firstChild.className = `badge status-${entry.status}`;
  badges.firstChild.textContent = entry.status.replace(/-/g, ' ');
  if (entry.change) {
    const badge = badges.appendChild(document.createElement('span'));
    badge.className = `badge change-${entry.change.state}`;
    badge.textContent = entry.change.state;
  }
  details.textContent = figures(entry);
  if (entry.detail) {
    const detail = document.createElement('p');
    detail.className = 'detail';
    detail.textContent = entry.detail;
    card.appendChild(detail);
  }
  card.addEventListener('click', () => openViewer(index));
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openViewer(index);
    }
  });
  return card;
});

/** Draws a card's thumbnail: the sprite, the mask over it, and in a review the changed pixels. */
function drawThumbnail(card) {
  const thumb = card.querySelector('.thumb');
  if (thumb.dataset.drawn) return;
  thumb.dataset.drawn = 'yes';
  const entry = entries[card.dataset.index];
  if (entry.sprite != null) {
    const image = new Image();
    image.alt = '';
    image.decoding = 'async';
    image.src = sprites[entry.sprite];
    thumb.appendChild(image);
  }
  const mask = maskOf(entry);
  if (mask) {
    const canvas = document.createElement('canvas');
    paintMask(canvas, mask, entry.sprite == null);
    thumb.appendChild(canvas);
  } else if (entry.mask) {
    thumb.insertAdjacentHTML('beforeend', '<span class="no-mask">refused by hitmask.js</span>');
  } else if (entry.status === 'removed' || entry.change?.state === 'removed') {
    const old = maskOf(entry, true) ?? maskOf(entry);
    if (old) {
      const canvas = document.createElement('canvas');
      paintMask(canvas, old, true);
      canvas.classList.add('removed');
      thumb.appendChild(canvas);
    }
  } else {
    thumb.insertAdjacentHTML('beforeend', '<span class="no-mask">no mask</span>');
  }
  if (entry.change?.state === 'changed') {
    const canvas = document.createElement('canvas');
    paintChanges(canvas, maskOf(entry, true), mask);
    canvas.className = 'changes';
    thumb.appendChild(canvas);
  }
}

const onScreen = new IntersectionObserver(
  (seen) => {
    for (const item of seen) {
      if (item.isIntersecting) {
        drawThumbnail(item.target);
        onScreen.unobserve(item.target);
      }
    }
  },
  { rootMargin: '400px' },
);

function visibleIndices() {
  const text = search.value.trim().toLowerCase();
  const status = statusFilter.value, change = changeFilter?.value ?? '';
  const shown = entries
    .map((entry, index) => index)
    .filter((index) => {
      const entry = entries[index];
      if (status && entry.status !== status) return false;
      if (change && entry.change?.state !== change) return false;
      return !text || entry.name.toLowerCase().includes(text) || (entry.source ?? '').toLowerCase().includes(text);
    });
  const by = {
    name: () => 0,
    changed: (a, b) => (entries[b].change?.changedPixels ?? 0) - (entries[a].change?.changedPixels ?? 0),
    bytes: (a, b) => (entries[b].maskFileBytes ?? 0) - (entries[a].maskFileBytes ?? 0),
    pixels: (a, b) => (entries[b].width ?? 0) * (entries[b].height ?? 0) - (entries[a].width ?? 0) * (entries[a].height ?? 0),
  }[sortOrder.value];
  return shown.sort((a, b) => by(a, b) || a - b);
}

let shownIndices = [];
function refresh() {
  shownIndices = visibleIndices();
  grid.replaceChildren(...shownIndices.map((index) => cards[index]));
  for (const index of shownIndices) onScreen.observe(cards[index]);
  document.getElementById('shown').textContent = `${shownIndices.length} of ${entries.length} shown`;
}

for (const control of [search, statusFilter, changeFilter, sortOrder]) control?.addEventListener('input', refresh);
for (const button of document.querySelectorAll('button.filter')) {
  // The summary's counts filter the cards: "status:stale", "change:changed".
  button.addEventListener('click', () => {
    const [kind, value] = button.dataset.filter.split(':');
    (kind === 'status' ? statusFilter : changeFilter).value = value;
    if (kind === 'status' && changeFilter) changeFilter.value = '';
    if (kind === 'change') statusFilter.value = '';
    refresh();
    masksSection.scrollIntoView();
  });
}
// A review opens on what changed: the most changed pixels first (added and removed masks among them), the
// unchanged ones last.
if (diffMode) sortOrder.value = 'changed';
refresh();

// ---------------------------------------------------------------------------------------------------------------
// The viewer

const viewer = document.createElement('dialog');
viewer.id = 'viewer';
viewer.innerHTML = `
  <header>
    <button type="button" data-step="-1" aria-label="Previous mask">◀</button>
    <button type="button" data-step="1" aria-label="Next mask">▶</button>
    <h2></h2>
    <button type="button" class="close" aria-label="Close">✕</button>
  </header>
  <div class="controls">
    <fieldset class="layers"><legend>Show</legend></fieldset>
    <label>Mask as <select id="mask-style"></select></label>
    <label>Zoom <button type="button" data-zoom="-1" aria-label="Zoom out">−</button>
      <output id="zoom-level"></output>
      <button type="button" data-zoom="1" aria-label="Zoom in">+</button>
      <button type="button" data-zoom="fit">fit</button></label>
  </div>
  <div class="body">
    <div class="viewport"><div class="stage"></div></div>
    <aside>
      <dl class="readout" aria-live="polite"></dl>
      <dl class="facts"></dl>
      <h3>Legend</h3>
      <dl class="legend"></dl>
    </aside>
  </div>`;
document.body.appendChild(viewer);
const stage = viewer.querySelector('.stage');
const viewport = viewer.querySelector('.viewport');
const readout = viewer.querySelector('.readout');
const layersBox = viewer.querySelector('.layers');

// Each layer: its key (its toggle's name, its swatch's class), label, whether it starts on, and what the legend says
// it shows. Toggles persist across masks.
const LAYERS = [
  ['sprite', 'Sprite', true, 'the source PNG, as the mask was made from it'],
  ['mask', 'Mask', true, 'solid pixels, in blue over the sprite (tinted, their edge pixels or hatched: "Mask as"); dark grey with no sprite'],
  ['rects', 'Shape rects', false, 'orange boxes: the few rects stored for a quick first answer'],
  ['outlines', 'Outlines', true, 'green rings, faintly filled: the physics outlines; dashed: their convex pieces'],
  ['frames', 'Atlas frames', true, "dashed magenta boxes: each frame's place on the page (its name on hover)"],
  ['changes', 'Changed pixels', true, 'green: solid now, clear before; red: clear now, solid before'],
];
const layerOn = Object.fromEntries(LAYERS.map(([key, , on]) => [key, on]));
for (const [key, label] of LAYERS) {
  const item = document.createElement('label');
  item.className = `layer layer-${key}`;
  item.innerHTML = `<input type="checkbox" name="${key}"><span class="swatch"></span>`;
  item.append(label);
  item.querySelector('input').addEventListener('change', (event) => {
    layerOn[key] = event.target.checked;
    stage.classList.toggle(`hide-${key}`, !layerOn[key]);
  });
  layersBox.appendChild(item);
}

const styleChoice = viewer.querySelector('#mask-style');
for (const [key, { label }] of Object.entries(MASK_STYLES)) styleChoice.add(new Option(label, key, false, key === maskStyle));
styleChoice.addEventListener('input', () => {
  maskStyle = styleChoice.value;
  const canvas = stage.querySelector('canvas.layer-mask');
  if (canvas && current?.mask) paintMask(canvas, current.mask, current.entry.sprite == null || current.isOld, maskStyle);
});

let current = null; // { index, entry, mask, old, width, height }
let zoom = 1;
let pinned = null;

function setZoom(value) {
  zoom = value;
  if (!current) return;
  stage.style.width = `${current.width * zoom}px`;
  stage.style.height = `${current.height * zoom}px`;
  stage.dataset.zoom = zoom;
  viewer.querySelector('#zoom-level').textContent = zoom >= 1 ? `${zoom}×` : `1/${1 / zoom}`;
  drawPin();
}

function fitZoom() {
  const room = Math.max(1, Math.min((viewport.clientWidth - 16) / current.width, (viewport.clientHeight - 16) / current.height));
  const fitting = ZOOMS.filter((level) => level <= room);
  return fitting.length ? fitting[fitting.length - 1] : ZOOMS[0];
}

function openViewer(index) {
  const entry = entries[index];
  const mask = maskOf(entry);
  const old = entry.change ? maskOf(entry, true) : null;
  const shown = mask ?? old ?? (entry.status === 'removed' ? maskOf(entry) : null);
  current = { index, entry, mask: shown, old, isOld: !mask && !!old };
  current.width = Math.max(shown?.width ?? 0, old?.width ?? 0, entry.width ?? 0, 1);
  current.height = Math.max(shown?.height ?? 0, old?.height ?? 0, entry.height ?? 0, 1);
  viewer.querySelector('h2').textContent = entry.name;
  stage.replaceChildren();
  for (const [key] of LAYERS) stage.classList.toggle(`hide-${key}`, !layerOn[key]);
  if (entry.sprite != null) {
    const image = new Image();
    image.className = 'layer-sprite';
    image.alt = entry.source ?? '';
    image.src = sprites[entry.sprite];
    image.style.width = `${(100 * (entry.width ?? current.width)) / current.width}%`;
    stage.appendChild(image);
  }
  if (shown) {
    const canvas = document.createElement('canvas');
    canvas.className = 'layer-mask';
    paintMask(canvas, shown, entry.sprite == null || current.isOld, maskStyle);
    canvas.style.width = `${(100 * shown.width) / current.width}%`;
    stage.appendChild(canvas);
    const svg = svgElement('svg', { class: 'layer-vectors', preserveAspectRatio: 'none' }, stage);
    drawVectors(svg, shown);
    svg.style.width = `${(100 * shown.width) / current.width}%`;
    svg.style.height = `${(100 * shown.height) / current.height}%`;
  }
  if (entry.change?.state === 'changed') {
    const canvas = document.createElement('canvas');
    canvas.className = 'layer-changes';
    paintChanges(canvas, old, mask);
    stage.appendChild(canvas);
  }
  const pin = document.createElement('div');
  pin.className = 'pin';
  stage.appendChild(pin);
  for (const input of layersBox.querySelectorAll('input')) {
    input.checked = layerOn[input.name];
    const present = {
      sprite: entry.sprite != null,
      mask: !!shown,
      rects: !!shown?.rects.length,
      outlines: !!shown?.outlines,
      frames: !!shown?.frames.length,
      changes: entry.change?.state === 'changed',
    }[input.name];
    input.closest('label').hidden = !present;
  }
  styleChoice.closest('label').hidden = !shown || entry.sprite == null || current.isOld;
  const legend = viewer.querySelector('.legend');
  legend.replaceChildren();
  for (const [key, label, , meaning] of LAYERS) {
    if (layersBox.querySelector(`input[name="${key}"]`).closest('label').hidden) continue;
    const term = legend.appendChild(document.createElement('dt'));
    term.className = `layer-${key}`;
    term.innerHTML = '<span class="swatch"></span>';
    term.append(label);
    legend.appendChild(document.createElement('dd')).textContent = meaning;
  }
  describe(entry, shown, old);
  pinned = null;
  showAnswers(null);
  if (!viewer.open) viewer.showModal();
  setZoom(fitZoom());
  history.replaceState(null, '', `#mask=${encodeURIComponent(entry.name)}`);
}

function describe(entry, mask, old) {
  const facts = [
    ['Source', entry.source ?? '—'],
    ['State', entry.status.replace(/-/g, ' ') + (entry.detail ? `: ${entry.detail}` : '')],
  ];
  if (mask) {
    facts.push(
      ['Size', `${mask.width}×${mask.height} px at scale ${mask.scale}`],
      ['Solid', `${number(mask.solidPixelCount)} px`],
      ['Bytes', `${entry.maskFileBytes == null ? '?' : number(entry.maskFileBytes)} (PNG ${entry.pngBytes == null ? '—' : number(entry.pngBytes)})`],
      ['Rects', `${mask.rects.length}`],
      ['Outlines', mask.outlines ? plural(mask.outlines.regions.length, 'region') : 'none'],
      ['Frames', `${mask.frames.length}`],
    );
  }
  if (entry.change) {
    const change = entry.change;
    // Before → after, in words where a side has none.
    const count = (value, noun) => (value == null ? 'none' : plural(value, noun));
    const beforeAfter = (before, after, noun) =>
      before == null && after == null ? 'none, before or after' : `${count(before, noun)} → ${count(after, noun)}`;
    facts.push(
      ['Change', `${change.state}, ${number(change.changedPixels)} px`],
      ['Size before', change.oldWidth ? `${change.oldWidth}×${change.oldHeight}` : 'none (the mask is new)'],
      ['Rects', beforeAfter(change.oldRects, entry.rects, 'rect')],
      ['Outline regions', beforeAfter(change.oldOutlineRegions, entry.outlineRegions, 'region')],
    );
  }
  const list = viewer.querySelector('.facts');
  list.replaceChildren();
  for (const [term, value] of facts) {
    list.appendChild(document.createElement('dt')).textContent = term;
    list.appendChild(document.createElement('dd')).textContent = value;
  }
}

/** The readout: the pixel, and what contains, distance and frame answer there (before and after, in a review). */
function showAnswers(pixel) {
  readout.replaceChildren();
  const add = (term, value, name) => {
    readout.appendChild(document.createElement('dt')).textContent = term;
    const cell = readout.appendChild(document.createElement('dd'));
    cell.textContent = value;
    if (name) cell.dataset.answer = name;
  };
  if (!pixel || !current.mask) {
    add('Pixel', current.mask ? 'point at the image (tap to pin)' : 'no mask to ask');
    return;
  }
  const { x, y } = pixel;
  add('Pixel', `(${x}, ${y})${pinned ? ' pinned' : ''}`, 'pixel');
  const answers = answersAt(current.mask, x, y);
  add(current.isOld ? 'contains (removed mask)' : 'contains', answers.contains, 'contains');
  add('distance to solid', answers.distance, 'distance');
  if (current.mask.frames.length) {
    add(
      'frame',
      answers.frame ? `${answers.frame.frame.name} at (${answers.frame.x}, ${answers.frame.y})` : 'none',
      'frame',
    );
  }
  if (current.old && !current.isOld) add('contains before', answersAt(current.old, x, y).contains, 'contains-before');
}

function pixelUnder(event) {
  const box = stage.getBoundingClientRect();
  const x = Math.floor((event.clientX - box.left) / zoom), y = Math.floor((event.clientY - box.top) / zoom);
  return x >= 0 && y >= 0 && x < current.width && y < current.height ? { x, y } : null;
}

function drawPin() {
  const pin = stage.querySelector('.pin');
  if (!pin) return;
  pin.hidden = !pinned;
  if (pinned) {
    pin.style.left = `${pinned.x * zoom}px`;
    pin.style.top = `${pinned.y * zoom}px`;
    pin.style.width = pin.style.height = `${Math.max(zoom, 3)}px`;
  }
}

stage.addEventListener('pointermove', (event) => {
  if (!pinned) showAnswers(pixelUnder(event));
});
stage.addEventListener('pointerleave', () => {
  if (!pinned) showAnswers(null);
});
stage.addEventListener('click', (event) => {
  const pixel = pixelUnder(event);
  pinned = pixel && !(pinned && pinned.x === pixel.x && pinned.y === pixel.y) ? pixel : null;
  showAnswers(pixel);
  drawPin();
});

function step(direction) {
  const position = shownIndices.indexOf(current.index);
  const next = shownIndices[position + direction];
  if (next != null) openViewer(next);
}

viewer.addEventListener('click', (event) => {
  const button = event.target.closest('button');
  if (!button) return;
  if (button.classList.contains('close')) viewer.close();
  if (button.dataset.step) step(Number(button.dataset.step));
  if (button.dataset.zoom === 'fit') setZoom(fitZoom());
  else if (button.dataset.zoom) {
    const level = ZOOMS.indexOf(zoom) + Number(button.dataset.zoom);
    setZoom(ZOOMS[Math.min(Math.max(level, 0), ZOOMS.length - 1)]);
  }
});
viewport.addEventListener(
  'wheel',
  (event) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    const level = ZOOMS.indexOf(zoom) + (event.deltaY < 0 ? 1 : -1);
    setZoom(ZOOMS[Math.min(Math.max(level, 0), ZOOMS.length - 1)]);
  },
  { passive: false },
);
viewer.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowRight') step(1);
  if (event.key === 'ArrowLeft') step(-1);
  if (event.key === '+' || event.key === '=') viewer.querySelector('[data-zoom="1"]').click();
  if (event.key === '-') viewer.querySelector('[data-zoom="-1"]').click();
});
viewer.addEventListener('close', () => history.replaceState(null, '', location.pathname + location.search));

// A link to one mask (#mask=NAME) opens it.
function openFromHash() {
  const match = /^#mask=(.*)$/.exec(location.hash);
  if (!match) return;
  const index = entries.findIndex((entry) => entry.name === decodeURIComponent(match[1]));
  if (index >= 0) openViewer(index);
}
window.addEventListener('hashchange', openFromHash);
openFromHash();
document.documentElement.dataset.ready = 'yes';
performance.mark('hitmask-report-ready');
