using UnityEngine;

namespace HitMasks.Samples
{
    /// <summary>
    /// Two sprites that turn red while they touch pixel for pixel, without colliders: each frame, both
    /// SpriteRenderers are placed in world pixels as Unity draws them (the transform with its parents, the sprite's
    /// pivot and Pixels Per Unit, flipX and flipY), and HitMask.PlacedOverlaps asks whether some world pixel's
    /// centre is solid in both (GameMaker's "precise" rule). Each sprite shows the whole image its mask was made
    /// from (a sprite in Single mode).
    /// </summary>
    [AddComponentMenu("HitMask/Sprites That Touch")]
    public sealed class SpritesThatTouch : MonoBehaviour
    {
        [Tooltip("The first sprite.")]
        public SpriteRenderer first;

        [Tooltip("The mask made from the first sprite's PNG.")]
        public HitMaskAsset firstMask;

        [Tooltip("The second sprite.")]
        public SpriteRenderer second;

        [Tooltip("The mask made from the second sprite's PNG.")]
        public HitMaskAsset secondMask;

        [Tooltip("World pixels per unit: the grid whose pixel centres are sampled (the sprites' Pixels Per Unit).")]
        public float worldPixelsPerUnit = 100;

        [Tooltip("The tint of both sprites while they touch.")]
        public Color touchingColor = Color.red;

        /// <summary>Whether the two touched at the last Update.</summary>
        public bool Touching { get; private set; }

        /// <summary>Asks whether the two sprites touch now, and tints them.</summary>
        public void Update()
        {
            Touching = firstMask.Mask.PlacedOverlaps(secondMask.Mask,
                Placement(first, firstMask.Mask, worldPixelsPerUnit),
                Placement(second, secondMask.Mask, worldPixelsPerUnit));
            first.color = second.color = Touching ? touchingColor : Color.white;
        }

        /// <summary>
        /// Where a SpriteRenderer draws its mask's pixels (rows down from the image's top), in world pixels (world
        /// units times <paramref name="worldPixelsPerUnit"/>): the pixel's offset from the sprite's pivot in its
        /// units (y up, mirrored by the flips), then the transform's local-to-world matrix at z = 0.
        /// </summary>
        public static PlacementMatrix Placement(SpriteRenderer renderer, HitMask mask, float worldPixelsPerUnit)
        {
            Sprite sprite = renderer.sprite;
            Matrix4x4 world = renderer.transform.localToWorldMatrix;
            double k = worldPixelsPerUnit;
            double sx = (renderer.flipX ? -1.0 : 1.0) / sprite.pixelsPerUnit;
            double sy = (renderer.flipY ? -1.0 : 1.0) / sprite.pixelsPerUnit;
            // The sprite's local point for mask pixel (u, v): (sx * (u - ox), sy * (height - v - oy)).
            double ox = sprite.rect.x + sprite.pivot.x, oy = sprite.rect.y + sprite.pivot.y;
            double localX = -sx * ox, localY = sy * (mask.Height - oy);
            return new PlacementMatrix(
                k * world.m00 * sx, k * world.m10 * sx,
                -k * world.m01 * sy, -k * world.m11 * sy,
                k * (world.m00 * localX + world.m01 * localY + world.m03),
                k * (world.m10 * localX + world.m11 * localY + world.m13));
        }
    }
}
