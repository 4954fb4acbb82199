// The Unity package's components on the behaviour-light stand-ins (UnityStandIns/UnityEngine.cs): the geometry that
// Unity cannot check for us here. HitMaskRaycastFilter must let through exactly the screen points over transparent
// pixels (Unity's y up against the mask's rows down, stretched and Preserve Aspect placements, atlas frames);
// HitMaskCollider's paths, in the sprite's units around its pivot, must hold every solid pixel's centre of a mask with
// exact outer outlines and no clear one. Usage: mono UnityComponentTests.exe FLOWER_HITMASK RING_EXACT_HITMASK
// FRAMES_HITMASK.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using HitMasks;
using UnityEngine;
using UnityEngine.UI;

static class UnityComponentTests
{
    static readonly List<string> failures = new List<string>();

    static void Check(bool condition, string message)
    {
        if (!condition && failures.Count < 20) failures.Add(message);
    }

    static HitMaskAsset Asset(string path)
    {
        var asset = ScriptableObject.CreateInstance<HitMaskAsset>();
        asset.name = Path.GetFileName(path);
        asset.SetBytes(File.ReadAllBytes(path));
        return asset;
    }

    static int Main(string[] args)
    {
        var flower = Asset(args[0]);
        // A 96 × 96 flower stretched over 192 × 192 points, its pivot at its centre, at (400, 300) on the screen.
        var placed = new GameObject();
        placed.AddComponent<RectTransform>().SetForTests(new Rect(-96, -96, 192, 192), new Vector2(400, 300));
        var filter = placed.AddComponent<HitMaskRaycastFilter>();
        filter.hitMask = flower;
        int hits = 0, misses = 0;
        for (int sy = 200; sy < 400; sy += 3)
            for (int sx = 300; sx < 500; sx += 3)
            {
                // The screen point's pixel, worked out apart: x from the rect's left edge, rows from its top edge.
                double px = (sx - 400 + 96) / 2.0, py = (96 - (sy - 300)) / 2.0;
                bool expected = flower.Mask.Contains(px, py);
                bool answered = filter.IsRaycastLocationValid(new Vector2(sx, sy), null);
                Check(answered == expected, "stretched: (" + sx + ", " + sy + ") answered " + answered);
                if (expected) hits++; else misses++;
            }
        Check(hits > 100 && misses > 100, "stretched: " + hits + " hits, " + misses + " misses");

        // Preserve Aspect in a 300 × 192 rect: the image is the centred 192 × 192 part; the sides are clear.
        var wide = new GameObject();
        wide.AddComponent<RectTransform>().SetForTests(new Rect(-150, -96, 300, 192), new Vector2(400, 300));
        wide.AddComponent<Image>().preserveAspect = true;
        var wideFilter = wide.AddComponent<HitMaskRaycastFilter>();
        wideFilter.hitMask = flower;
        for (int sy = 200; sy < 400; sy += 4)
            for (int sx = 250; sx < 550; sx += 4)
            {
                double px = (sx - 400 + 96) / 2.0, py = (96 - (sy - 300)) / 2.0;
                Check(wideFilter.IsRaycastLocationValid(new Vector2(sx, sy), null) == flower.Mask.Contains(px, py),
                    "preserve aspect: (" + sx + ", " + sy + ")");
            }

        // An atlas frame: the filter answers in the frame's untrimmed sprite, as FrameContains does.
        var page = Asset(args[2]);
        foreach (var frame in page.Mask.Frames)
        {
            var framed = new GameObject();
            framed.AddComponent<RectTransform>().SetForTests(
                new Rect(0, 0, frame.SourceWidth, frame.SourceHeight), new Vector2(0, 0));
            var frameFilter = framed.AddComponent<HitMaskRaycastFilter>();
            frameFilter.hitMask = page;
            frameFilter.frameName = frame.Name;
            for (long y = 0; y < frame.SourceHeight; y++)
                for (long x = 0; x < frame.SourceWidth; x++)
                    Check(frameFilter.IsRaycastLocationValid(new Vector2(x + 0.5f, frame.SourceHeight - y - 0.5f), null)
                        == page.Mask.FrameContains(frame, x, y), "frame " + frame.Name + ": (" + x + ", " + y + ")");
        }

        // The collider: exact outer outlines (ε 0) hold every solid pixel's centre and no clear one, in the sprite's
        // units (100 pixels a unit, pivot at the centre, y up).
        var ring = Asset(args[1]);
        var body = new GameObject();
        var collider = body.AddComponent<PolygonCollider2D>();
        var shaped = body.AddComponent<HitMaskCollider>();
        shaped.hitMask = ring;
        shaped.Apply();
        Check(collider.pathCount > 0, "no paths");
        var mask = ring.Mask;
        var paths = Enumerable.Range(0, collider.pathCount).Select(collider.GetPath).ToList();
        for (long y = 0; y < mask.Height; y++)
            for (long x = 0; x < mask.Width; x++)
            {
                float ux = (float)((x + 0.5 - mask.Width / 2.0) / 100), uy = (float)((mask.Height / 2.0 - y - 0.5) / 100);
                bool inside = paths.Any(path => Inside(path, ux, uy));
                Check(inside == mask.Contains(x, y), "collider: pixel (" + x + ", " + y + ") " + (inside ? "inside" : "outside"));
            }

        int placements = CheckSpritesThatTouch(flower, Asset(args[1]));

        foreach (var failure in failures) Console.WriteLine("FAIL " + failure);
        if (failures.Count > 0) return 1;
        Console.WriteLine("ok: HitMaskRaycastFilter answers " + (hits + misses) + " screen points as the mask does (stretched, Preserve "
            + "Aspect, atlas frames), HitMaskCollider's " + paths.Count + " paths hold exactly the solid pixels, and the "
            + "Sprites That Touch sample answers " + placements + " placements of two SpriteRenderers as the sampled rule does");
        return 0;
    }

    /// <summary>A GameObject with a SpriteRenderer showing the whole of a mask's image, its pivot at pixel (pivotX,
    /// pivotY) from the bottom-left, placed by a local-to-world matrix of a turn, a scale and a move (world units).</summary>
    static SpriteRenderer PlacedSprite(HitMask mask, float pivotX, float pivotY, float pixelsPerUnit)
    {
        var owner = new GameObject();
        owner.AddComponent<Transform>();
        var renderer = owner.AddComponent<SpriteRenderer>();
        renderer.sprite = Sprite.CreateForTests(new Rect(0, 0, mask.Width, mask.Height), new Vector2(pivotX, pivotY), pixelsPerUnit);
        return renderer;
    }

    static void Place(SpriteRenderer renderer, double turn, double scaleX, double scaleY, double x, double y)
    {
        renderer.transform.SetForTests(new Matrix4x4
        {
            m00 = (float)(Math.Cos(turn) * scaleX), m01 = (float)(-Math.Sin(turn) * scaleY), m03 = (float)x,
            m10 = (float)(Math.Sin(turn) * scaleX), m11 = (float)(Math.Cos(turn) * scaleY), m13 = (float)y,
            m22 = 1, m33 = 1,
        });
    }

    /// <summary>The mask pixel a world point lands on, worked out here apart from the sample: the transform undone
    /// by solving its 2 × 2 system, then units to pixels around the pivot, the flips, and rows from the top; NaN near a
    /// pixel edge, where rounding may decide.</summary>
    static bool SolidAt(SpriteRenderer renderer, HitMask mask, double wx, double wy, out bool nearEdge)
    {
        Matrix4x4 m = renderer.transform.localToWorldMatrix;
        double dx = wx - m.m03, dy = wy - m.m13, det = (double)m.m00 * m.m11 - (double)m.m01 * m.m10;
        double lx = (m.m11 * dx - m.m01 * dy) / det, ly = (m.m00 * dy - m.m10 * dx) / det;
        Sprite sprite = renderer.sprite;
        double u = lx * sprite.pixelsPerUnit * (renderer.flipX ? -1 : 1) + sprite.pivot.x;
        double up = ly * sprite.pixelsPerUnit * (renderer.flipY ? -1 : 1) + sprite.pivot.y;
        double v = mask.Height - up;
        nearEdge = Math.Abs(u - Math.Round(u)) < 1e-7 || Math.Abs(v - Math.Round(v)) < 1e-7;
        return mask.Contains(u, v);
    }

    /// <summary>The sampled rule by its words: some world pixel centre ((X + 1/2) / k, (Y + 1/2) / k) solid in both,
    /// searched over a box wide enough for both sprites; null when an edge point could decide it.</summary>
    static bool? SampledTouch(SpriteRenderer a, HitMask maskA, SpriteRenderer b, HitMask maskB, double k, double reach)
    {
        bool nearEdge = false;
        for (int y = (int)Math.Floor(-reach * k); y <= (int)Math.Ceiling(reach * k); y++)
            for (int x = (int)Math.Floor(-reach * k); x <= (int)Math.Ceiling(reach * k); x++)
            {
                bool edgeA, edgeB;
                bool solidA = SolidAt(a, maskA, (x + 0.5) / k, (y + 0.5) / k, out edgeA);
                if (!solidA && !edgeA) continue;
                bool solidB = SolidAt(b, maskB, (x + 0.5) / k, (y + 0.5) / k, out edgeB);
                if (solidA && solidB && !edgeA && !edgeB) return true;
                nearEdge |= solidB || edgeB;
            }
        return nearEdge ? (bool?)null : false;
    }

    /// <summary>The Sprites That Touch sample on random placements of a flower and a ring (turns, scales, flips,
    /// pivots), the ring swept towards the flower so that many placements graze: its answer and its tint against
    /// the sampled rule. Returns how many placements were compared.</summary>
    static int CheckSpritesThatTouch(HitMaskAsset flower, HitMaskAsset ring)
    {
        var random = new Random(5404);
        var component = new GameObject().AddComponent<HitMasks.Samples.SpritesThatTouch>();
        component.firstMask = flower;
        component.secondMask = ring;
        component.worldPixelsPerUnit = 100;
        int compared = 0, touching = 0;
        for (int round = 0; round < 12; round++)
        {
            component.first = PlacedSprite(flower.Mask, (float)random.Next(0, 97), (float)random.Next(0, 97), 100);
            component.second = PlacedSprite(ring.Mask, 40, 40, round % 3 == 0 ? 50 : 100);
            component.first.flipX = round % 2 == 1;
            component.second.flipY = round % 4 >= 2;
            Place(component.first, random.NextDouble() * 6, 0.6 + random.NextDouble(), 0.6 + random.NextDouble(), 0, 0);
            double turn = random.NextDouble() * 6, direction = random.NextDouble() * 6;
            for (int step = 0; step < 40; step++)
            {
                double distance = 1.6 - step * 0.04;
                Place(component.second, turn, 1, round % 5 == 0 ? -1 : 1, distance * Math.Cos(direction), distance * Math.Sin(direction));
                bool? expected = SampledTouch(component.first, flower.Mask, component.second, ring.Mask, 100, 2.5);
                if (expected == null) continue;
                component.Update();
                Check(component.Touching == expected.Value, "sprites that touch, round " + round + " step " + step + ": answered "
                    + component.Touching);
                Check(component.first.color == (expected.Value ? Color.red : Color.white), "sprites that touch: the tint");
                compared++;
                if (expected.Value && ++touching > 0) break; // the first touch, reached from apart, is the grazing one
            }
        }
        Check(compared > 100 && touching >= 8, "sprites that touch: " + compared + " placements, " + touching + " touching");
        return compared;
    }

    /// <summary>Whether a point lies inside a convex polygon, whichever way it winds.</summary>
    static bool Inside(Vector2[] polygon, float x, float y)
    {
        int sign = 0;
        for (int i = 0; i < polygon.Length; i++)
        {
            Vector2 a = polygon[i], b = polygon[(i + 1) % polygon.Length];
            float cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
            int s = cross > 0 ? 1 : cross < 0 ? -1 : 0;
            if (s == 0) continue;
            if (sign == 0) sign = s;
            else if (s != sign) return false;
        }
        return true;
    }
}
