// The Unity package's Assets > HitMask > Generate, through the code the menu calls (Editor/HitMaskTool.cs, which
// uses no Unity type), in Mono: `mono ToolTests.exe FOLDER`, where run.sh prepares FOLDER/plain (sprites under
// Assets, a truncated PNG, no hitmask.json) and FOLDER/configured (a hitmask.json sending Assets/Sprites' masks to
// Assets/Masks), with the CLI's folder first on PATH.
using System;
using System.Collections.Generic;
using System.IO;
using HitMasks;
using HitMasks.Editor;

static class ToolTests
{
    static readonly List<string> Failures = new List<string>();

    static void Check(bool condition, string message)
    {
        if (!condition) Failures.Add(message);
    }

    static int Main(string[] args)
    {
        string plain = Path.Combine(args[0], "plain"), configured = Path.Combine(args[0], "configured");

        // No hitmask.json: every PNG under Assets gets its mask beside it, with outlines; the broken one is named.
        HitMaskTool.Result result = HitMaskTool.Generate(plain, null);
        Check(!result.Succeeded, "a truncated PNG did not fail the run");
        bool named = false;
        foreach (string error in result.Errors)
        {
            Check(error.StartsWith("HitMask: ") && error.IndexOf('\n') < 0, "not one line: " + error);
            named |= error.Contains("bad.png") && error.Contains("truncated");
        }
        Check(named, "the truncated PNG's error is missing: " + string.Join(" | ", result.Errors));
        foreach (string name in new[] { "ring", "flower", "UI/button" })
        {
            string mask = Path.Combine(plain, "Assets", name + ".hitmask");
            Check(File.Exists(mask), "no mask beside " + name + ".png");
        }
        HitMask ring = HitMask.FromBytes(File.ReadAllBytes(Path.Combine(plain, "Assets", "ring.hitmask")));
        Check(ring.Outlines != null, "the ring's mask has no outlines");
        Check(result.Summary.Contains("generated"), "no summary: " + result.Summary);

        // A hitmask.json beside Assets: its inputs, output folder and settings.
        HitMaskTool.Result byConfig = HitMaskTool.Generate(configured, "");
        Check(byConfig.Succeeded, "the configured run failed: " + string.Join(" | ", byConfig.Errors));
        Check(File.Exists(Path.Combine(configured, "Assets", "Masks", "flower.hitmask")), "no Assets/Masks/flower.hitmask");

        // No tool: one clear line.
        HitMaskTool.Result missing = HitMaskTool.Generate(plain, "/nonexistent/hitmask");
        Check(!missing.Succeeded && missing.Errors.Count == 1 && missing.Errors[0] == HitMaskTool.MissingTool,
            "no tool: " + string.Join(" | ", missing.Errors));
        Check(HitMaskTool.FindTool(null) != null, "the tool was not found on PATH");

        foreach (string failure in Failures) Console.WriteLine("FAIL " + failure);
        if (Failures.Count == 0)
            Console.WriteLine("ok: Assets > HitMask > Generate runs the hitmask tool (found on PATH) over a Unity project, with and without hitmask.json, its errors one line each");
        return Failures.Count == 0 ? 0 : 1;
    }
}
