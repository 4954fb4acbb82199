// Times HitMask.cs's OverlapArea and PlacedOverlaps on the pairs hitmask-benchmark --overlaps-only wrote to a folder
// (bench-overlap.mjs says what it holds), the fastest of five passes each, and prints the seconds per call of each.
// Every answer is checked against the Swift reader's before the clock starts. Built and run by
// bench-overlap-csharp.sh.
using System;
using System.Diagnostics;
using System.Globalization;
using System.IO;
using System.Linq;
using HitMasks;

static class BenchOverlap
{
    sealed class Pair
    {
        public HitMask A, B;
        public long Dx, Dy, Area;
        public PlacementMatrix Matrix;
        public bool Touches;
    }

    static int Main(string[] args)
    {
        var masks = Directory.GetFiles(args[0], "*.hitmask").OrderBy(p => p, StringComparer.Ordinal)
            .Select(path => HitMask.FromBytes(File.ReadAllBytes(path), path)).ToList();
        var identity = new PlacementMatrix(1, 0, 0, 1, 0, 0);
        var pairs = File.ReadAllLines(Path.Combine(args[0], "pairs.txt")).Where(line => line.Length > 0).Select(line =>
        {
            var n = line.Split(' ').Select(field => double.Parse(field, CultureInfo.InvariantCulture)).ToArray();
            return new Pair
            {
                A = masks[(int)n[0]], B = masks[(int)n[1]], Dx = (long)n[2], Dy = (long)n[3], Area = (long)n[4],
                Matrix = new PlacementMatrix(n[5], n[6], n[7], n[8], n[9], n[10]), Touches = n[11] == 1,
            };
        }).ToList();
        for (int k = 0; k < pairs.Count; k++)
        {
            var p = pairs[k];
            if (p.A.OverlapArea(p.B, p.Dx, p.Dy) != p.Area || p.A.PlacedOverlaps(p.B, identity, p.Matrix) != p.Touches)
            {
                Console.Error.WriteLine("pair " + k + ": HitMask.cs's answer is not the Swift reader's");
                return 1;
            }
        }
        long sink = 0;
        Func<Action, double> fastest = body =>
        {
            double best = double.MaxValue;
            for (int pass = 0; pass < 5; pass++)
            {
                var clock = Stopwatch.StartNew();
                body();
                best = Math.Min(best, clock.Elapsed.TotalSeconds);
            }
            return best / pairs.Count;
        };
        double area = fastest(() => { foreach (var p in pairs) sink += p.A.OverlapArea(p.B, p.Dx, p.Dy); });
        double placed = fastest(() => { foreach (var p in pairs) if (p.A.PlacedOverlaps(p.B, identity, p.Matrix)) sink++; });
        Console.WriteLine(area.ToString("E6", CultureInfo.InvariantCulture) + " " + placed.ToString("E6", CultureInfo.InvariantCulture)
            + " " + sink);
        return 0;
    }
}
