// A plain-canvas scene hit-tested with hitmask.js: sprites drawn turned and scaled, and the one under the pointer
// found by mapping the point into each sprite's pixels and asking its mask, topmost first. Drag a sprite and the
// sprites it touches, pixel for pixel, light up: each is placed by one DOMMatrix, which draws it and which
// placedOverlaps reads.
//
// From the repository's root: swift run hitmask generate Samples/Sprites --output Samples/HitMasks
//                              python3 -m http.server 8000   (then open http://localhost:8000/Samples/WebCanvas/)
import { HitMask } from '../../Readers/JavaScript/hitmask.js';

/** The scene, bottom to top: where each sprite's centre lies (canvas pixels), its turn (radians) and its scale. */
export const placements = [
  { name: 'button', x: 150, y: 300, rotation: 0, scale: 2 },
  { name: 'ring', x: 200, y: 150, rotation: 0, scale: 2 },
  { name: 'flower', x: 270, y: 190, rotation: 0.4, scale: 1.5 },
  { name: 'flower@2x', x: 470, y: 170, rotation: -0.2, scale: 1.2 },
  { name: 'sword', x: 520, y: 270, rotation: -0.9, scale: 1.5 },
];

async function load(name) {
  const [image, bytes] = await Promise.all([
    new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`cannot load ../Sprites/${name}.png`));
      image.src = `../Sprites/${name}.png`;
    }),
    fetch(`../HitMasks/${name}.hitmask`).then((response) => {
      if (!response.ok) throw new Error(`cannot load ../HitMasks/${name}.hitmask (generate the masks first)`);
      return response.arrayBuffer();
    }),
  ]);
  return { image, mask: HitMask.fromBytes(bytes) };
}

/**
 * Where a placed sprite's mask pixels go on the canvas: to its centre, turned, scaled, and from pixels to points (an
 * @2x mask has two pixels per point), its middle at the origin. It draws the sprite and places it for overlaps.
 */
export function matrixOf(sprite) {
  const { mask } = sprite;
  return new DOMMatrix()
    .translateSelf(sprite.x, sprite.y)
    .rotateSelf((sprite.rotation * 180) / Math.PI)
    .scaleSelf(sprite.scale / mask.scale)
    .translateSelf(-mask.width / 2, -mask.height / 2);
}

/** The mask pixel under canvas point (x, y) for a placed sprite: its placement undone. */
export function pixelAt(sprite, x, y) {
  const point = matrixOf(sprite).inverse().transformPoint(new DOMPoint(x, y));
  return { x: point.x, y: point.y };
}

/**
 * The other sprites that touch this one: some canvas point at a pixel's centre is solid in both (hitmask.js's
 * placedOverlaps, GameMaker's "precise" rule).
 */
export function touching(sprites, sprite) {
  const placed = matrixOf(sprite);
  return sprites.filter((other) => other !== sprite && sprite.mask.placedOverlaps(other.mask, placed, matrixOf(other)));
}

/** The topmost sprite solid at canvas point (x, y), or null: O(1) per sprite. */
export function spriteAt(sprites, x, y) {
  for (let i = sprites.length - 1; i >= 0; i--) {
    const pixel = pixelAt(sprites[i], x, y);
    if (sprites[i].mask.contains(pixel.x, pixel.y)) return sprites[i];
  }
  return null;
}

function draw(context, sprites, highlighted, touched = []) {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  for (const sprite of sprites) {
    context.save();
    context.setTransform(matrixOf(sprite));
    if (sprite === highlighted || touched.includes(sprite)) {
      context.shadowColor = touched.includes(sprite) ? '#e0203a' : '#ff9d00';
      context.shadowBlur = 12;
    }
    context.drawImage(sprite.image, 0, 0, sprite.mask.width, sprite.mask.height);
    context.restore();
  }
}

/** The scene's sprites as they are now, bottom to top: each placement with its image and mask. */
export let sprites = [];

const canvas = document.getElementById('scene');
const status = document.getElementById('status');
try {
  const loaded = await Promise.all(placements.map((placement) => load(placement.name)));
  sprites = placements.map((placement, i) => ({ ...placement, ...loaded[i] }));
  const context = canvas.getContext('2d');
  let highlighted = null;
  let dragged = null; // {sprite, x, y}: the sprite held and where the pointer last was
  // offsetX/Y are CSS pixels from the canvas's content corner (inside its border); the canvas may be shown larger or
  // smaller than its own pixel size.
  const canvasPoint = (event) => ({
    x: (event.offsetX * canvas.width) / canvas.clientWidth,
    y: (event.offsetY * canvas.height) / canvas.clientHeight,
  });
  const show = (event) => {
    const { x, y } = canvasPoint(event);
    if (dragged) {
      dragged.sprite.x += x - dragged.x;
      dragged.sprite.y += y - dragged.y;
      Object.assign(dragged, { x, y });
      const touched = touching(sprites, dragged.sprite);
      status.textContent = `${dragged.sprite.name} touches ${touched.map((other) => other.name).join(', ') || 'nothing'}`;
      draw(context, sprites, dragged.sprite, touched);
      return;
    }
    const sprite = spriteAt(sprites, x, y);
    if (sprite) {
      const pixel = pixelAt(sprite, x, y);
      status.textContent = `${sprite.name} (its pixel ${Math.floor(pixel.x)}, ${Math.floor(pixel.y)})`;
    } else {
      status.textContent = 'background';
    }
    if (sprite !== highlighted) draw(context, sprites, (highlighted = sprite));
  };
  canvas.addEventListener('pointerdown', (event) => {
    show(event);
    const { x, y } = canvasPoint(event);
    if (highlighted) {
      dragged = { sprite: highlighted, x, y };
      canvas.setPointerCapture(event.pointerId);
    }
  });
  const drop = () => {
    dragged = null;
    draw(context, sprites, highlighted);
  };
  canvas.addEventListener('pointerup', drop);
  canvas.addEventListener('pointercancel', drop);
  canvas.addEventListener('pointermove', show);
  draw(context, sprites, null);
  status.textContent = 'Point at a sprite, or drag one onto another.';
  document.documentElement.dataset.ready = 'yes';
} catch (error) {
  status.textContent = error.message;
  document.documentElement.dataset.ready = 'failed';
}
