using UnityEngine;
using UnityEngine.UI;

namespace HitMasks.Samples
{
    /// <summary>
    /// The sample scene's set-up: a UI Image that ignores clicks on its transparent pixels, and a sprite whose
    /// PolygonCollider2D follows its solid pixels, hole included. Put it on any GameObject of a scene holding a
    /// Canvas with the Image and a SpriteRenderer with the ring, and fill in the fields (README.md says how to make
    /// the two masks).
    /// </summary>
    [AddComponentMenu("HitMask/Sample Scene")]
    public sealed class HitMaskSampleScene : MonoBehaviour
    {
        [Tooltip("A UI Image showing the flower sprite: its clicks pass through the transparent corners.")]
        public Image flowerImage;

        [Tooltip("flower.hitmask, made from the same PNG.")]
        public HitMaskAsset flowerMask;

        [Tooltip("A GameObject showing the ring sprite with a SpriteRenderer.")]
        public GameObject ring;

        [Tooltip("ring.hitmask, made with --outlines.")]
        public HitMaskAsset ringMask;

        [Tooltip("The ring sprite's Pixels Per Unit.")]
        public float pixelsPerUnit = 100;

        void Awake()
        {
            var filter = flowerImage.gameObject.AddComponent<HitMaskRaycastFilter>();
            filter.hitMask = flowerMask;

            // RequireComponent adds the PolygonCollider2D; the collider's own Awake ran before its mask was set.
            var shape = ring.AddComponent<HitMaskCollider>();
            shape.hitMask = ringMask;
            shape.pixelsPerUnit = pixelsPerUnit;
            shape.Apply();
            Debug.Log("HitMask sample: the flower ignores clicks on transparent pixels; the ring has "
                + ring.GetComponent<PolygonCollider2D>().pathCount + " convex paths");
        }
    }
}
