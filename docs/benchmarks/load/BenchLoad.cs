// Times HitMask.cs loading every .hitmask in a folder (files read into memory first), the fastest of five passes,
// and prints the seconds, the file count and a checksum of the widths. Built and run by bench-load-csharp.sh.
using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using HitMasks;

static class BenchLoad
{
    static void Main(string[] args)
    {
        var files = Directory.GetFiles(args[0], "*.hitmask").OrderBy(p => p, StringComparer.Ordinal).Select(File.ReadAllBytes).ToList();
        double best = double.MaxValue;
        long widths = 0;
        for (int pass = 0; pass < 5; pass++)
        {
            var clock = Stopwatch.StartNew();
            foreach (var bytes in files) widths += HitMask.FromBytes(bytes).Width;
            best = Math.Min(best, clock.Elapsed.TotalSeconds);
        }
        Console.WriteLine(best.ToString("F6", System.Globalization.CultureInfo.InvariantCulture) + " " + files.Count + " " + widths);
    }
}
