// HitMask.cs in Mono, nothing from NuGet: every conformance vector (docs/FORMAT.md, "Conformance vectors"), then the
// Swift reader's verdicts (`hitmask verify`) against HitMask.cs's on masks the CLI generated and on mutations of
// them, their CRC repaired so that a mutation reaches the checks behind it. Every file must get either a mask or a
// HitMaskException (never another exception), and the same acceptance, error kind and offset, size and solid pixels
// as the CLI. Usage: mono ReaderTests.exe VECTORS_FOLDER MASKS_FOLDER HITMASK_CLI. run.sh builds and runs it.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Text;
using HitMasks;

static class ReaderTests
{
    static readonly List<string> failures = new List<string>();

    static void Check(bool condition, string message)
    {
        if (!condition) failures.Add(message);
    }

    static int Main(string[] args)
    {
        if (args.Length != 3)
        {
            Console.Error.WriteLine("usage: ReaderTests VECTORS_FOLDER MASKS_FOLDER HITMASK_CLI");
            return 2;
        }
        int vectors = Conformance(args[0]);
        int files = Differential(args[1], args[2]);
        foreach (var failure in failures.Take(20)) Console.WriteLine("FAIL " + failure);
        if (failures.Count > 0) return 1;
        Console.WriteLine("ok: HitMask.cs decodes all " + vectors + " conformance vectors as their JSON says, and agrees with "
            + "hitmask verify on " + files + " generated and mutated files");
        return 0;
    }

    // -----------------------------------------------------------------------------------------------------------
    // The vectors

    /// <summary>The queries' answers at the edges of their arguments (FORMAT.md, "What readers answer"), through
    /// the reader's double overloads.</summary>
    static void CheckQueries(string folder, string name, HitMask mask, List<object> queries)
    {
        var special = new Dictionary<string, double>
        {
            ["nan"] = double.NaN, ["inf"] = double.PositiveInfinity, ["-inf"] = double.NegativeInfinity, ["-0"] = -0.0,
        };
        foreach (List<object> query in queries)
        {
            Func<int, double> Number = i => query[i] is string ? special[(string)query[i]] : (double)query[i];
            object answer = query[query.Count - 1], got;
            switch ((string)query[0])
            {
                case "contains": got = mask.Contains(Number(1), Number(2)); break;
                case "distanceSquared": got = (double)mask.DistanceSquared(Number(1), Number(2)); break;
                case "containsWithin": got = mask.ContainsWithin(Number(1), Number(2), Number(3)); break;
                case "placedOverlaps":
                    got = PlacedOverlap(folder, mask, query, Number);
                    break;
                case "overlaps": case "overlapArea": case "firstOverlap":
                    got = Overlap(folder, mask, query);
                    if (got is string) answer = answer == null ? "null" : string.Join(",", (List<object>)answer);
                    break;
                default:
                    var frame = query[1] is string ? mask.FindFrame("missing") : mask.Frames[(int)(double)query[1]];
                    got = mask.FrameContains(frame, Number(2), Number(3));
                    break;
            }
            Check(got.Equals(answer), name + ": " + string.Join(", ", query) + " gives " + got);
        }
    }

    /// <summary>An overlap query's answer: the other vector, this side's frame and the other's (null: the whole
    /// mask), the offset; the first shared pixel as "x,y" or "null".</summary>
    /// <summary>The other masks of overlap queries, read once.</summary>
    static readonly Dictionary<string, HitMask> OverlapPages = new Dictionary<string, HitMask>();

    static object Overlap(string folder, HitMask mask, List<object> query)
    {
        HitMask other;
        if (!OverlapPages.TryGetValue((string)query[1], out other))
            OverlapPages[(string)query[1]] = other = HitMask.Load(Path.Combine(folder, (string)query[1] + ".hitmask"));
        var frame = query[2] == null ? null : mask.Frames[(int)(double)query[2]];
        var otherFrame = query[3] == null ? null : other.Frames[(int)(double)query[3]];
        long dx = (long)(double)query[4], dy = (long)(double)query[5];
        switch ((string)query[0])
        {
            case "overlaps": return mask.Overlaps(other, dx, dy, frame, otherFrame);
            case "overlapArea": return (double)mask.OverlapArea(other, dx, dy, frame, otherFrame);
            default:
                long x, y;
                return mask.FirstOverlap(other, dx, dy, out x, out y, frame, otherFrame) ? x + "," + y : "null";
        }
    }

    /// <summary>A placed query's answer: the other vector, both frames, then each side's matrix as six numbers.</summary>
    static bool PlacedOverlap(string folder, HitMask mask, List<object> query, Func<int, double> number)
    {
        HitMask other;
        if (!OverlapPages.TryGetValue((string)query[1], out other))
            OverlapPages[(string)query[1]] = other = HitMask.Load(Path.Combine(folder, (string)query[1] + ".hitmask"));
        var frame = query[2] == null ? null : mask.Frames[(int)(double)query[2]];
        var otherFrame = query[3] == null ? null : other.Frames[(int)(double)query[3]];
        Func<int, PlacementMatrix> matrix = k => new PlacementMatrix(
            number(k), number(k + 1), number(k + 2), number(k + 3), number(k + 4), number(k + 5));
        return mask.PlacedOverlaps(other, matrix(4), matrix(10), frame, otherFrame);
    }

    static int Conformance(string folder)
    {
        var names = Directory.GetFiles(folder, "*.json").Select(Path.GetFileNameWithoutExtension).OrderBy(n => n, StringComparer.Ordinal).ToList();
        Check(names.Count > 100, "only " + names.Count + " vectors");
        // A file: read and named; one that cannot be read is an unreadable-file error that names it.
        Check(HitMask.Load(Path.Combine(folder, "valid-queries.hitmask")).Width == 7, "Load(path)");
        try
        {
            HitMask.Load(Path.Combine(folder, "missing.hitmask"));
            Check(false, "a missing file was read");
        }
        catch (HitMaskException error)
        {
            Check(error.Kind == "unreadable-file" && error.File.EndsWith("missing.hitmask") && error.Offset == null,
                "a missing file: " + error.Message);
        }
        // An error that names a frame prints as one line, the name quoted (a frame named "a\nb" outside its page).
        const string hex = "89484d4b01010000000000000000f03f08082001020140020100050f0103610a62050004010000000401000952c264";
        try
        {
            HitMask.FromBytes(Enumerable.Range(0, hex.Length / 2).Select(i => Convert.ToByte(hex.Substring(2 * i, 2), 16)).ToArray());
            Check(false, "the frame outside its page was accepted");
        }
        catch (HitMaskException error)
        {
            Check(!error.Message.Contains("\n") && error.Message.Contains("frame \"a\\nb\": its page rect lies outside the page"),
                "not one line, or the name not quoted: " + error.Message);
        }
        foreach (var name in names)
        {
            var expected = (Dictionary<string, object>)Json.Parse(File.ReadAllText(Path.Combine(folder, name + ".json")));
            var bytes = File.ReadAllBytes(Path.Combine(folder, name + ".hitmask"));
            HitMask mask;
            try
            {
                mask = HitMask.FromBytes(bytes);
            }
            catch (HitMaskException error)
            {
                Check(expected.ContainsKey("error"), name + ": refused: " + error.Message);
                if (expected.ContainsKey("error"))
                {
                    Check(error.Kind == (string)expected["error"], name + ": " + error.Kind + ", expected " + expected["error"]);
                    // Where: the section and offset the vector records (FORMAT.md, "Error sections" and "Error offsets").
                    Check(error.Section == (string)expected["section"], name + ": section " + error.Section + ", expected " + expected["section"]);
                    Check(error.Offset == Convert.ToInt64(expected["offset"]), name + ": offset " + error.Offset + ", expected " + expected["offset"]);
                }
                continue;
            }
            catch (Exception error)
            {
                Check(false, name + ": " + error.GetType().Name + " instead of a HitMaskException: " + error.Message);
                continue;
            }
            if (expected.ContainsKey("error"))
            {
                Check(false, name + ": accepted an invalid file");
                continue;
            }
            var header = new Dictionary<string, object>
            {
                ["width"] = mask.Width, ["height"] = mask.Height, ["scale"] = mask.Scale, ["threshold"] = mask.Threshold,
                ["flags"] = mask.Flags, ["rectMode"] = mask.RectMode, ["rectGrid"] = mask.RectGrid, ["codec"] = mask.Codec,
            };
            foreach (var key in header.Keys) Same(header[key], expected[key], name + ": " + key);
            Same(mask.Rects.Select(Rect).ToList<object>(), expected["rects"], name + ": rects");
            Same(mask.SourceDigest == null ? null : new Dictionary<string, object>
                { ["digest"] = mask.SourceDigest, ["generatorRevision"] = mask.GeneratorRevision }, expected["source"], name + ": source");
            Same(mask.Frames.Select(f => (object)new Dictionary<string, object>
            {
                ["name"] = f.Name, ["pageRect"] = Rect(f.PageRect), ["rotation"] = f.Rotation,
                ["trim"] = new List<object> { f.TrimX, f.TrimY }, ["sourceSize"] = new List<object> { f.SourceWidth, f.SourceHeight },
                ["pivot"] = f.HasPivot ? new List<object> { f.PivotX, f.PivotY } : null,
                ["rects"] = f.Rects.Select(Rect).ToList<object>(),
            }).ToList(), expected["frames"], name + ": frames");
            if ((long)mask.Width * mask.Height <= 1 << 20)
                Same(mask.SolidPixelCount(), expected["solidPixels"], name + ": solid pixels");
            if ((bool)expected["pbm"])
            {
                var pixels = Plain(File.ReadAllText(Path.Combine(folder, name + ".pbm")), 2);
                Check(pixels.Count == (long)mask.Width * mask.Height, name + ": pbm size");
                for (int i = 0; i < pixels.Count; i++)
                    if ((pixels[i] == 1) != mask.Contains(i % mask.Width, i / mask.Width))
                    {
                        Check(false, name + ": pixel " + i);
                        break;
                    }
            }
            Check((mask.DistanceField != null) == (bool)expected["distanceField"], name + ": distance field");
            if ((bool)expected["distanceField"])
            {
                // The field as the queries read it: at a solid pixel 0, whatever the file holds there.
                var field = Plain(File.ReadAllText(Path.Combine(folder, name + ".pgm")), 3);
                long fieldWidth = mask.Width + 30;
                Check(field.Select((value, i) => (long)mask.DistanceSquared(i % fieldWidth - 15, i / fieldWidth - 15))
                    .SequenceEqual(field), name + ": field values");
            }
            if (expected.TryGetValue("queries", out object queries)) CheckQueries(folder, name, mask, (List<object>)queries);
            Same(mask.Outlines == null ? null : OutlinesJson(mask.Outlines, "regions", Regions(mask.Outlines.Regions)),
                expected["outlines"], name + ": outlines");
            Same(mask.FrameOutlines == null || mask.Frames.Count == 0 ? null
                : OutlinesJson(mask.FrameOutlines[0], "frames", mask.FrameOutlines.Select(o => (object)Regions(o.Regions)).ToList()),
                expected["frameOutlines"], name + ": frame outlines");
        }
        return names.Count;
    }

    static object Rect(PixelRect r) => new List<object> { r.X, r.Y, r.Width, r.Height };

    static List<object> Regions(IReadOnlyList<OutlineRegion> regions) => regions.Select(region => (object)new Dictionary<string, object>
    {
        ["rings"] = region.Rings.Select(ring => (object)ring.Select(p => (object)new List<object> { p.X, p.Y }).ToList()).ToList(),
        ["pieces"] = region.Pieces.Select(piece => (object)piece.Select(i => (object)i).ToList()).ToList(),
    }).ToList();

    static object OutlinesJson(Outlines o, string key, List<object> list) => new Dictionary<string, object>
    {
        ["mode"] = o.Mode, ["epsilon16"] = o.Epsilon16, ["maxVertices"] = o.MaxVertices, ["minArea256"] = o.MinArea256, [key] = list,
    };

    static List<long> Plain(string text, int headerNumbers)
    {
        var tokens = string.Join("\n", text.Split('\n').Select(line => line.Split('#')[0]))
            .Split(new[] { ' ', '\n', '\t', '\r' }, StringSplitOptions.RemoveEmptyEntries);
        var body = tokens.Skip(1 + headerNumbers);
        return tokens[0] == "P1" ? body.SelectMany(t => t.Select(c => (long)(c - '0'))).ToList() : body.Select(long.Parse).ToList();
    }

    /// <summary>Deep equality, numbers by value (JSON reads every number as a double).</summary>
    static void Same(object actual, object expected, string message)
    {
        if (!Equal(actual, expected)) Check(false, message + ": " + Show(actual) + ", expected " + Show(expected));
    }

    static bool Equal(object a, object b)
    {
        if (a == null || b == null) return a == null && b == null;
        if (IsNumber(a) && IsNumber(b)) return Convert.ToDouble(a, CultureInfo.InvariantCulture) == Convert.ToDouble(b, CultureInfo.InvariantCulture);
        if (a is Dictionary<string, object> da && b is Dictionary<string, object> db)
            return da.Count == db.Count && da.All(pair => db.ContainsKey(pair.Key) && Equal(pair.Value, db[pair.Key]));
        if (a is List<object> la && b is List<object> lb) return la.Count == lb.Count && la.Zip(lb, Equal).All(x => x);
        return a.Equals(b);
    }

    static bool IsNumber(object x) => x is int || x is long || x is double;

    static string Show(object x)
    {
        if (x == null) return "null";
        if (x is Dictionary<string, object> d) return "{" + string.Join(", ", d.Select(p => p.Key + ": " + Show(p.Value))) + "}";
        if (x is List<object> l) return "[" + string.Join(", ", l.Take(8).Select(Show)) + (l.Count > 8 ? ", …" : "") + "]";
        return Convert.ToString(x, CultureInfo.InvariantCulture);
    }

    // -----------------------------------------------------------------------------------------------------------
    // Against the Swift reader

    static readonly Dictionary<string, string> Kinds = new Dictionary<string, string>
    {
        ["not a .hitmask file"] = "not-a-hitmask", ["unsupported version"] = "unsupported-version",
        ["unsupported codec"] = "unsupported-codec", ["truncated"] = "truncated", ["checksum mismatch"] = "checksum-mismatch",
        ["corrupt header"] = "corrupt-header", ["corrupt section"] = "corrupt-section",
    };

    static int Differential(string masks, string cli)
    {
        var originals = Directory.GetFiles(masks, "*.hitmask", SearchOption.AllDirectories).OrderBy(p => p, StringComparer.Ordinal)
            .Select(File.ReadAllBytes).ToList();
        Check(originals.Count >= 10, "only " + originals.Count + " generated masks");
        var random = new Random(20261126);
        var files = new List<byte[]>();
        foreach (var original in originals)
        {
            files.Add(original);
            for (int m = 0; m < 60; m++)
            {
                var bytes = (byte[])original.Clone();
                for (int e = 1 + random.Next(3); e > 0; e--) bytes[random.Next(bytes.Length - 4)] = (byte)random.Next(256);
                files.Add(random.Next(8) == 0 ? bytes : WithCrc(bytes));
            }
            files.Add(WithCrc(original.Take(Math.Max(23, original.Length - 1 - random.Next(20))).ToArray()));
        }
        var work = Path.Combine(Path.GetTempPath(), "hitmask-cs-" + Guid.NewGuid());
        Directory.CreateDirectory(work);
        try
        {
            var paths = files.Select((bytes, i) => Path.Combine(work, "file" + i + ".hitmask")).ToList();
            for (int i = 0; i < files.Count; i++) File.WriteAllBytes(paths[i], files[i]);
            File.WriteAllText(Path.Combine(work, "list.txt"), string.Join("\n", paths));
            var verdicts = SwiftVerdicts(cli, Path.Combine(work, "list.txt"));
            int disagreements = 0;
            for (int i = 0; i < files.Count; i++)
            {
                string verdict;
                try
                {
                    var mask = HitMask.FromBytes(files[i]);
                    verdict = "OK " + mask.Width + "×" + mask.Height + " " + mask.SolidPixelCount();
                }
                catch (HitMaskException error)
                {
                    verdict = error.Kind + " " + error.Offset;
                }
                catch (Exception error)
                {
                    verdict = error.GetType().Name + ": " + error.Message;
                }
                verdicts.TryGetValue(paths[i], out var swift);
                if (verdict != swift && disagreements++ < 10) Check(false, "file" + i + ": C# " + verdict + ", Swift " + swift);
            }
            Check(disagreements == 0, disagreements + " of " + files.Count + " files disagree");
        }
        finally
        {
            Directory.Delete(work, true);
        }
        return files.Count;
    }

    static Dictionary<string, string> SwiftVerdicts(string cli, string list)
    {
        var start = new ProcessStartInfo(cli, "verify --files-from \"" + list + "\"")
        {
            UseShellExecute = false, RedirectStandardOutput = true, RedirectStandardError = true,
            StandardOutputEncoding = Encoding.UTF8, StandardErrorEncoding = Encoding.UTF8,
        };
        var process = Process.Start(start);
        var error = process.StandardError.ReadToEndAsync();
        var output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        var verdicts = new Dictionary<string, string>();
        foreach (var line in output.Split('\n'))
        {
            var ok = System.Text.RegularExpressions.Regex.Match(line, @"^(.*): OK \((\d+)×(\d+), (\d+) solid pixels\)$");
            if (ok.Success) verdicts[ok.Groups[1].Value] = "OK " + ok.Groups[2].Value + "×" + ok.Groups[3].Value + " " + ok.Groups[4].Value;
        }
        foreach (var line in error.Result.Split('\n'))
        {
            var failed = System.Text.RegularExpressions.Regex.Match(line, @"^hitmask: error: (.*?\.hitmask): (.*?)(?: in .+?)? at byte (\d+):");
            if (failed.Success)
                verdicts[failed.Groups[1].Value] = (Kinds.TryGetValue(failed.Groups[2].Value, out var kind) ? kind : failed.Groups[2].Value)
                    + " " + failed.Groups[3].Value;
        }
        return verdicts;
    }

    static byte[] WithCrc(byte[] bytes)
    {
        uint crc = 0xFFFFFFFFu;
        for (int i = 0; i < bytes.Length - 4; i++)
        {
            crc ^= bytes[i];
            for (int k = 0; k < 8; k++) crc = (crc & 1) != 0 ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
        }
        crc ^= 0xFFFFFFFFu;
        var copy = (byte[])bytes.Clone();
        for (int k = 0; k < 4; k++) copy[copy.Length - 4 + k] = (byte)(crc >> (8 * k));
        return copy;
    }
}

/// <summary>A JSON reader for the vectors: objects as dictionaries, arrays as lists, numbers as doubles.</summary>
static class Json
{
    public static object Parse(string text)
    {
        int at = 0;
        var value = Value(text, ref at);
        return value;
    }

    static void Space(string t, ref int at) { while (at < t.Length && char.IsWhiteSpace(t[at])) at++; }

    static object Value(string t, ref int at)
    {
        Space(t, ref at);
        char c = t[at];
        if (c == '{')
        {
            var o = new Dictionary<string, object>();
            at++;
            Space(t, ref at);
            if (t[at] == '}') { at++; return o; }
            while (true)
            {
                Space(t, ref at);
                var key = (string)Value(t, ref at);
                Space(t, ref at);
                at++; // ':'
                o[key] = Value(t, ref at);
                Space(t, ref at);
                if (t[at++] == '}') return o;
            }
        }
        if (c == '[')
        {
            var l = new List<object>();
            at++;
            Space(t, ref at);
            if (t[at] == ']') { at++; return l; }
            while (true)
            {
                l.Add(Value(t, ref at));
                Space(t, ref at);
                if (t[at++] == ']') return l;
            }
        }
        if (c == '"')
        {
            var s = new StringBuilder();
            at++;
            while (t[at] != '"')
            {
                if (t[at] == '\\')
                {
                    char e = t[at + 1];
                    if (e == 'u') { s.Append((char)Convert.ToInt32(t.Substring(at + 2, 4), 16)); at += 6; continue; }
                    s.Append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e);
                    at += 2;
                    continue;
                }
                s.Append(t[at++]);
            }
            at++;
            return s.ToString();
        }
        if (t.Substring(at).StartsWith("null")) { at += 4; return null; }
        if (t.Substring(at).StartsWith("true")) { at += 4; return true; }
        if (t.Substring(at).StartsWith("false")) { at += 5; return false; }
        int start = at;
        while (at < t.Length && "+-0123456789.eE".IndexOf(t[at]) >= 0) at++;
        return double.Parse(t.Substring(start, at - start), CultureInfo.InvariantCulture);
    }
}
