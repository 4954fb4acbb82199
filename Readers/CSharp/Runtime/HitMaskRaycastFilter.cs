using UnityEngine;
using UnityEngine.UI;

namespace HitMasks
{
    /// <summary>Lets clicks and touches on a UI Image's transparent pixels pass through to what lies below, reading
    /// a .hitmask instead of the texture: the texture needs no Read/Write copy and may sit in an atlas, unlike
    /// Image.alphaHitTestMinimumThreshold. Works with the Image's Simple and Preserve Aspect placements.</summary>
    [RequireComponent(typeof(RectTransform))]
    [AddComponentMenu("UI/HitMask Raycast Filter")]
    public sealed class HitMaskRaycastFilter : MonoBehaviour, ICanvasRaycastFilter
    {
        /// <summary>The image's .hitmask (made by hitmask generate from the same PNG).</summary>
        [Tooltip("The image's .hitmask (made by hitmask generate from the same PNG).")]
        public HitMaskAsset hitMask;

        /// <summary>An atlas frame's name, for a sprite packed into a page the mask was made for; empty for the whole image.</summary>

        [Tooltip("An atlas frame's name, for a sprite packed into a page the mask was made for; empty for the whole image.")]
        public string frameName = "";

        /// <summary>Also count a touch within this many image pixels of a solid one (0 to 15).</summary>

        [Tooltip("Also count a touch within this many image pixels of a solid one (0 to 15).")]
        [Range(0, 15)]
        public float tolerance;

        RectTransform rectTransform;

        /// <summary>Whether a raycast at this screen point hits the image: true on its solid pixels (or within the
        /// tolerance of one), false on transparent ones, so that the event reaches what lies below.</summary>
        /// <param name="screenPoint">The point, in screen coordinates.</param>
        /// <param name="eventCamera">The canvas's camera (null for an overlay canvas).</param>
        public bool IsRaycastLocationValid(Vector2 screenPoint, Camera eventCamera)
        {
            if (hitMask == null) return true;
            if (rectTransform == null) rectTransform = (RectTransform)transform;
            Vector2 local;
            if (!RectTransformUtility.ScreenPointToLocalPointInRectangle(rectTransform, screenPoint, eventCamera, out local))
                return false;
            HitMask mask = hitMask.Mask;
            AtlasFrame frame = string.IsNullOrEmpty(frameName) ? null : mask.FindFrame(frameName);
            double width = frame != null ? frame.SourceWidth : mask.Width, height = frame != null ? frame.SourceHeight : mask.Height;
            Rect rect = ImageRect(width, height);
            if (rect.width <= 0 || rect.height <= 0) return false;
            // Unity's y points up; the mask's rows count down from the top. In doubles, multiplied before divided, so
            // that a point on a pixel's edge lands in that pixel rather than a rounding error before it.
            double x = ((double)local.x - rect.xMin) * width / rect.width;
            double y = ((double)rect.yMax - local.y) * height / rect.height;
            long column = (long)System.Math.Floor(x), row = (long)System.Math.Floor(y);
            if (frame != null) return mask.FrameContains(frame, column, row);
            return tolerance > 0 ? mask.ContainsWithin(column, row, tolerance) : mask.Contains(column, row);
        }

        /// <summary>Where the image lies in the rect: all of it, or, for an Image that preserves its aspect, the
        /// centred part of the image's proportions.</summary>
        Rect ImageRect(double width, double height)
        {
            Rect rect = rectTransform.rect;
            var image = GetComponent<Image>();
            if (image == null || !image.preserveAspect) return rect;
            float imageAspect = (float)(width / height), rectAspect = rect.width / rect.height;
            if (rectAspect > imageAspect)
            {
                float fitted = rect.height * imageAspect;
                return new Rect(rect.x + (rect.width - fitted) / 2, rect.y, fitted, rect.height);
            }
            float fittedHeight = rect.width / imageAspect;
            return new Rect(rect.x, rect.y + (rect.height - fittedHeight) / 2, rect.width, fittedHeight);
        }
    }
}
