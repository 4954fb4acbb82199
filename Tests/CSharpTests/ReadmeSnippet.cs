// Readers/CSharp/README.md's "Sprites that touch" block (extracted by run.sh and compiled beside this file), run on
// the sample sprites' masks: it must answer as the README says it does. Usage: mono ReadmeSnippet.exe SWORD RING.
using System;
using System.IO;
using HitMasks;

static class ReadmeSnippet
{
    static int Main(string[] args)
    {
        var sword = HitMask.FromBytes(File.ReadAllBytes(args[0]), args[0]);
        var ring = HitMask.FromBytes(File.ReadAllBytes(args[1]), args[1]);
        bool apart = Swords.HitsRing(sword, ring, 120, 20, Math.PI / 4), touching = Swords.HitsRing(sword, ring, 200, 20, Math.PI / 4);
        if (apart || !touching)
        {
            Console.WriteLine("FAIL the C# README's sword: at (120, 20) " + (apart ? "touches" : "clear") + ", at (200, 20) "
                + (touching ? "touches" : "clear"));
            return 1;
        }
        Console.WriteLine("ok: the C# README's sword is clear of the ring at (120, 20) and touches it at (200, 20), as it says");
        return 0;
    }
}
