// A plain-canvas scene hit-tested with hitmask.js: sprites drawn turned and scaled, and the one under the pointer
// found by mapping the point into each sprite's pixels and asking its mask, topmost first.
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
 * The mask pixel under canvas point (x, y) for a placed sprite: undo the placement (move, turn, scale), then go
 * from points to pixels (an @2x mask has two pixels per point).
 */
export function pixelAt(sprite, x, y) {
  const dx = x - sprite.x, dy = y - sprite.y;
  const cos = Math.cos(-sprite.rotation), sin = Math.sin(-sprite.rotation);
  const localX = (dx * cos - dy * sin) / sprite.scale, localY = (dx * sin + dy * cos) / sprite.scale;
  const { mask } = sprite;
  return { x: (localX + mask.width / mask.scale / 2) * mask.scale, y: (localY + mask.height / mask.scale / 2) * mask.scale };
}

/** The topmost sprite solid at canvas point (x, y), or null: O(1) per sprite. */
export function spriteAt(sprites, x, y) {
  for (let i = sprites.length - 1; i >= 0; i--) {
    const pixel = pixelAt(sprites[i], x, y);
    if (sprites[i].mask.contains(pixel.x, pixel.y)) return sprites[i];
  }
  return null;
}

function draw(context, sprites, highlighted) {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  for (const sprite of sprites) {
    const { mask, image } = sprite;
    context.save();
    context.translate(sprite.x, sprite.y);
    context.rotate(sprite.rotation);
    context.scale(sprite.scale, sprite.scale);
    const width = mask.width / mask.scale, height = mask.height / mask.scale;
    if (sprite === highlighted) {
      context.shadowColor = '#ff9d00';
      context.shadowBlur = 12;
    }
    context.drawImage(image, -width / 2, -height / 2, width, height);
    context.restore();
  }
}

const canvas = document.getElementById('scene');
const status = document.getElementById('status');
try {
  const loaded = await Promise.all(placements.map((placement) => load(placement.name)));
  const sprites = placements.map((placement, i) => ({ ...placement, ...loaded[i] }));
  const context = canvas.getContext('2d');
  let highlighted = null;
  const show = (event) => {
    // offsetX/Y are CSS pixels from the canvas's content corner (inside its border); the canvas may be shown larger
    // or smaller than its own pixel size.
    const x = (event.offsetX * canvas.width) / canvas.clientWidth, y = (event.offsetY * canvas.height) / canvas.clientHeight;
    const sprite = spriteAt(sprites, x, y);
    if (sprite) {
      const pixel = pixelAt(sprite, x, y);
      status.textContent = `${sprite.name} (its pixel ${Math.floor(pixel.x)}, ${Math.floor(pixel.y)})`;
    } else {
      status.textContent = 'background';
    }
    if (sprite !== highlighted) draw(context, sprites, (highlighted = sprite));
  };
  canvas.addEventListener('pointermove', show);
  canvas.addEventListener('pointerdown', show);
  draw(context, sprites, null);
  status.textContent = 'Point at a sprite.';
  document.documentElement.dataset.ready = 'yes';
} catch (error) {
  status.textContent = error.message;
  document.documentElement.dataset.ready = 'failed';
}
