using UnityEngine;

namespace HitMasks
{
    /// <summary>Sets a PolygonCollider2D's paths from a .hitmask's physics outlines (hitmask generate --outlines): one
    /// path per convex piece, so a ring keeps its hole. Placed for a SpriteRenderer's sprite: its pixels per unit and
    /// pivot.</summary>
    [RequireComponent(typeof(PolygonCollider2D))]
    [AddComponentMenu("Physics 2D/HitMask Collider")]
    public sealed class HitMaskCollider : MonoBehaviour
    {
        /// <summary>The sprite's .hitmask, made with --outlines.</summary>
        [Tooltip("The sprite's .hitmask, made with --outlines.")]
        public HitMaskAsset hitMask;

        /// <summary>Image pixels per Unity unit (the sprite's Pixels Per Unit).</summary>

        [Tooltip("Image pixels per Unity unit (the sprite's Pixels Per Unit).")]
        public float pixelsPerUnit = 100;

        /// <summary>The pivot, as a fraction of the image (0.5, 0.5: its centre), as the sprite's.</summary>

        [Tooltip("The pivot, as a fraction of the image (0.5, 0.5: its centre), as the sprite's.")]
        public Vector2 pivot = new Vector2(0.5f, 0.5f);

        /// <summary>An atlas frame's name: that frame's own outlines, in its untrimmed sprite's pixels.</summary>

        [Tooltip("An atlas frame's name: that frame's own outlines, in its untrimmed sprite's pixels.")]
        public string frameName = "";

        void Reset() => Apply();

        void Awake() => Apply();

        /// <summary>Sets the collider's paths from the outlines; call it after changing the fields at run time.</summary>
        public void Apply()
        {
            if (hitMask == null) return;
            var collider = GetComponent<PolygonCollider2D>();
            HitMask mask = hitMask.Mask;
            AtlasFrame frame = string.IsNullOrEmpty(frameName) ? null : mask.FindFrame(frameName);
            Outlines outlines = frame != null ? mask.OutlinesOf(frame) : mask.Outlines;
            if (outlines == null)
            {
                Debug.LogWarning(hitMask.name + ": no outlines (make the mask with hitmask generate --outlines)", this);
                return;
            }
            double width = frame != null ? frame.SourceWidth : mask.Width, height = frame != null ? frame.SourceHeight : mask.Height;
            int count = 0;
            foreach (var region in outlines.Regions) count += region.Pieces.Count;
            collider.pathCount = count;
            int path = 0;
            foreach (var region in outlines.Regions)
            {
                double[] points = region.PointsInPixels();
                foreach (var piece in region.Pieces)
                {
                    var vertices = new Vector2[piece.Count];
                    for (int k = 0; k < piece.Count; k++)
                    {
                        double x = points[2 * piece[k]], y = points[2 * piece[k] + 1];
                        // Pixel space (y down, from the top-left) to the sprite's units (y up, from its pivot).
                        vertices[k] = new Vector2((float)((x - pivot.x * width) / pixelsPerUnit),
                            (float)(((1 - pivot.y) * height - y) / pixelsPerUnit));
                    }
                    collider.SetPath(path++, vertices);
                }
            }
        }
    }
}
