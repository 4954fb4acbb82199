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

        foreach (var failure in failures) Console.WriteLine("FAIL " + failure);
        if (failures.Count > 0) return 1;
        Console.WriteLine("ok: HitMaskRaycastFilter answers " + (hits + misses) + " screen points as the mask does (stretched, Preserve "
            + "Aspect, atlas frames), and HitMaskCollider's " + paths.Count + " paths hold exactly the solid pixels");
        return 0;
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
