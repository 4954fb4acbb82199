// HitMask.cs: the .hitmask reader for C# (Unity, MonoGame, Godot's C#, any .NET), written from docs/FORMAT.md.
// One file, no dependencies, C# 7.2 (what Mono's mcs and every Unity since 2018.3 compile). HitMask.Load checks
// the whole file as the other readers do (the same error kinds, sections and byte offsets) and then answers
// Contains(x, y) in O(1); atlas frames, touch tolerance (from a DIST section, or searched) and physics outlines come
// with it. Bad bytes only ever throw HitMaskException.
//
//     var mask = HitMask.FromBytes(File.ReadAllBytes("hero.hitmask"));
//     bool hit = mask.Contains(12, 40);   // pixel column 12, row 40 of the image
//
// SPDX-FileCopyrightText: 2026 HitMask authors
// SPDX-License-Identifier: MIT
// The licence's text ends this file.
using System;
using System.Collections.Generic;
using System.Text;

namespace HitMasks
{
    /// <summary>Why a file was refused: <see cref="Kind"/> (as the conformance vectors name it), the section and the
    /// byte offset where the check failed, and a reason.</summary>
    public sealed class HitMaskException : Exception
    {
        /// <summary>not-a-hitmask, truncated, unsupported-version, checksum-mismatch, corrupt-header,
        /// corrupt-section or unsupported-codec.</summary>
        public string Kind { get; }

        /// <summary>MASK, RECT, … or "header"; null for the file as a whole.</summary>
        public string Section { get; }

        /// <summary>The byte, counted from 0, where the failed check looked; null where none is named.</summary>
        public long? Offset { get; }

        /// <summary>What is wrong, in words.</summary>
        public string Reason { get; }

        /// <summary>The file, when the caller names it (<see cref="HitMask.FromBytes(byte[], string)"/>).</summary>
        public string File { get; }

        /// <summary>An error of a file's checks.</summary>
        /// <param name="kind">The kind, as <see cref="Kind"/> lists them.</param>
        /// <param name="section">The section, "header", or null.</param>
        /// <param name="offset">The byte offset, or null.</param>
        /// <param name="reason">What is wrong.</param>
        /// <param name="file">The file, or null.</param>
        public HitMaskException(string kind, string section, long? offset, string reason, string file = null)
            : base(Describe(kind, section, offset, reason, file))
        {
            Kind = kind;
            Section = section;
            Offset = offset;
            Reason = reason;
            File = file;
        }

        /// <summary>A newer writer made the file (a newer version or codec), rather than damage.</summary>
        public bool IsFromNewerWriter => Kind == "unsupported-version" || Kind == "unsupported-codec";

        internal HitMaskException WithFile(string file) => new HitMaskException(Kind, Section, Offset, Reason, file);

        static string Describe(string kind, string section, long? offset, string reason, string file) =>
            (file != null ? file + ": " : "") + kind.Replace('-', ' ') + (section != null ? " in " + section : "")
            + (offset.HasValue ? " at byte " + offset.Value : "") + ": " + reason;
    }

    /// <summary>A rect of whole pixels: columns X…X+Width−1, rows Y…Y+Height−1.</summary>
    public readonly struct PixelRect
    {
        /// <summary>The first column.</summary>
        public long X { get; }

        /// <summary>The first row.</summary>
        public long Y { get; }

        /// <summary>The number of columns.</summary>
        public long Width { get; }

        /// <summary>The number of rows.</summary>
        public long Height { get; }

        /// <summary>A rect of whole pixels.</summary>
        /// <param name="x">The first column.</param>
        /// <param name="y">The first row.</param>
        /// <param name="width">The number of columns.</param>
        /// <param name="height">The number of rows.</param>
        public PixelRect(long x, long y, long width, long height)
        {
            X = x;
            Y = y;
            Width = width;
            Height = height;
        }
    }

    /// <summary>An atlas frame: a sprite packed into the page, with what undoes its trimming and turning.</summary>
    public sealed class AtlasFrame
    {
        internal AtlasFrame(int index, string name, PixelRect pageRect, int rotation, long trimX, long trimY,
            long sourceWidth, long sourceHeight, bool hasPivot, double pivotX, double pivotY, IReadOnlyList<PixelRect> rects)
        {
            Index = index;
            Name = name;
            PageRect = pageRect;
            Rotation = rotation;
            TrimX = trimX;
            TrimY = trimY;
            SourceWidth = sourceWidth;
            SourceHeight = sourceHeight;
            HasPivot = hasPivot;
            PivotX = pivotX;
            PivotY = pivotY;
            Rects = rects;
        }

        /// <summary>Its place in the page's FRAM section, from 0.</summary>
        public int Index { get; }

        /// <summary>Its name (UTF-8 in the file, U+FFFD for bytes that are not).</summary>
        public string Name { get; }

        /// <summary>Where its kept pixels lie on the page, as they lie there.</summary>
        public PixelRect PageRect { get; }

        /// <summary>Quarter turns clockwise applied to the kept pixels to store them, 0–3.</summary>
        public int Rotation { get; }

        /// <summary>Where the kept pixels start in the untrimmed sprite: the column.</summary>
        public long TrimX { get; }

        /// <summary>Where the kept pixels start in the untrimmed sprite: the row.</summary>
        public long TrimY { get; }

        /// <summary>The untrimmed sprite's width in pixels.</summary>
        public long SourceWidth { get; }

        /// <summary>The untrimmed sprite's height in pixels.</summary>
        public long SourceHeight { get; }

        /// <summary>Whether the packer gave a pivot.</summary>
        public bool HasPivot { get; }

        /// <summary>The pivot's x, in the untrimmed sprite's pixels (0 without one).</summary>
        public double PivotX { get; }

        /// <summary>The pivot's y, in the untrimmed sprite's pixels (0 without one).</summary>
        public double PivotY { get; }

        /// <summary>The frame's shape rects, in its untrimmed sprite's pixels.</summary>
        public IReadOnlyList<PixelRect> Rects { get; }
    }

    /// <summary>A point of an outline in sixteenths of a pixel (x right, y down).</summary>
    public readonly struct OutlinePoint
    {
        /// <summary>x, in sixteenths of a pixel.</summary>
        public long X { get; }

        /// <summary>y, in sixteenths of a pixel.</summary>
        public long Y { get; }

        /// <summary>A point in sixteenths of a pixel.</summary>
        /// <param name="x">x, in sixteenths of a pixel.</param>
        /// <param name="y">y, in sixteenths of a pixel.</param>
        public OutlinePoint(long x, long y)
        {
            X = x;
            Y = y;
        }
    }

    /// <summary>A connected solid region: its outer boundary, its holes and the convex pieces that tile it.</summary>
    public sealed class OutlineRegion
    {
        internal OutlineRegion(IReadOnlyList<IReadOnlyList<OutlinePoint>> rings, IReadOnlyList<IReadOnlyList<int>> pieces)
        {
            Rings = rings;
            Pieces = pieces;
        }

        /// <summary>The outer boundary first (clockwise on screen), then the holes.</summary>
        public IReadOnlyList<IReadOnlyList<OutlinePoint>> Rings { get; }

        /// <summary>Each piece's vertices as indices into the region's points, numbered through the rings in order.</summary>
        public IReadOnlyList<IReadOnlyList<int>> Pieces { get; }

        /// <summary>The region's points in pixels, x then y, through its rings in order.</summary>
        public double[] PointsInPixels()
        {
            var points = new List<double>();
            foreach (var ring in Rings)
                foreach (var p in ring) { points.Add(p.X / 16.0); points.Add(p.Y / 16.0); }
            return points.ToArray();
        }
    }

    /// <summary>Physics outlines (OUTL, or one frame's in FOUT) and the settings they were made with.</summary>
    public sealed class Outlines
    {
        internal Outlines(int mode, int epsilon16, int maxVertices, long minArea256,
            Func<IReadOnlyList<OutlineRegion>> decode)
        {
            Mode = mode;
            Epsilon16 = epsilon16;
            MaxVertices = maxVertices;
            MinArea256 = minArea256;
            regions = new Lazy<IReadOnlyList<OutlineRegion>>(decode);
        }

        internal Outlines WithRegions(Func<IReadOnlyList<OutlineRegion>> decode) =>
            new Outlines(Mode, Epsilon16, MaxVertices, MinArea256, decode);

        readonly Lazy<IReadOnlyList<OutlineRegion>> regions;

        /// <summary>0 outer, 1 inner, 2 balanced.</summary>
        public int Mode { get; }

        /// <summary>The tolerance in sixteenths of a pixel.</summary>
        public int Epsilon16 { get; }

        /// <summary>The most vertices a convex piece has.</summary>
        public int MaxVertices { get; }

        /// <summary>The minimum area in 1/256 of a square pixel.</summary>
        public long MinArea256 { get; }

        /// <summary>The regions, in the file's order: checked when the file was read, decoded when first asked
        /// for, then kept.</summary>
        public IReadOnlyList<OutlineRegion> Regions => regions.Value;
    }


    /// <summary>An affine placement: a sprite's pixel point (u, v) lies at (A·u + C·v + E, B·u + D·v + F) in the
    /// world (the letters of DOMMatrix; System.Numerics' Matrix3x2 M11, M12, M21, M22, M31, M32; Unity's Matrix4x4
    /// m00, m10, m01, m11, m03, m13), in doubles so that every reader finds the same pixels.</summary>
    public struct PlacementMatrix
    {
        /// <summary>A step along the sprite's x axis, in world x.</summary>
        public readonly double A;
        /// <summary>A step along the sprite's x axis, in world y.</summary>
        public readonly double B;
        /// <summary>A step along the sprite's y axis, in world x.</summary>
        public readonly double C;
        /// <summary>A step along the sprite's y axis, in world y.</summary>
        public readonly double D;
        /// <summary>The world x of the sprite's (0, 0).</summary>
        public readonly double E;
        /// <summary>The world y of the sprite's (0, 0).</summary>
        public readonly double F;

        /// <summary>The matrix of these six numbers.</summary>
        public PlacementMatrix(double a, double b, double c, double d, double e, double f)
        {
            A = a; B = b; C = c; D = d; E = e; F = f;
        }

        /// <summary>Whether the matrix only moves by whole pixels (each at most 2^31 in size) and flips: A and D each
        /// ±1, B and C 0.</summary>
        internal bool IsWholePixelMove()
        {
            return (A == 1 || A == -1) && B == 0 && C == 0 && (D == 1 || D == -1)
                && Math.Abs(E) <= 2147483648.0 && Math.Abs(F) <= 2147483648.0
                && Math.Floor(E) == E && Math.Floor(F) == F;
        }
    }
    /// <summary>A loaded .hitmask: its header, shape rects, pixels, and the optional frames, distance field and
    /// outlines.</summary>
    public sealed class HitMask
    {
        // The format's numbers (FORMAT.md), named once.
        static readonly byte[] Magic = { 0x89, 0x48, 0x4D, 0x4B };
        const int FormatVersion = 1;
        const int VersionOffset = 4, FlagsOffset = 5, ThresholdOffset = 6, RectModeOffset = 7, ScaleOffset = 8,
            SizeOffset = 16;
        const int SmallestFile = 23; // the fixed header, three one-byte varints and the CRC
        const int CrcSize = 4;
        const int MaxRectMode = 2, MaxRectGrid = 4096;
        const long MaxPixels = 1L << 30;
        const int CodecRuns = 1, CodecTransitions = 3;
        const int SourceRecordSize = 10;
        const int FrameRotation = 3, FrameHasPivot = 4, FrameFlags = 7;
        const int MaxOutlineMode = 2, MaxEpsilon16 = 1024, MinPieceVertices = 3, MaxPieceVertices = 255, MinRingPoints = 3;
        // The fewest bytes a record takes, to check a count against the bytes left before allocating for it.
        const int MinRectSize = 4, MinFrameSize = 12, MinRegionSize = 13, MinRingSize = 7, MinPointSize = 2,
            MinPieceSize = 4;
        const long MaxFieldValues = 1L << 26;
        /// <summary>The distance field's margin around the image, in pixels.</summary>
        public const int DistanceMargin = 15;
        const byte SectionMask = 1, SectionRect = 2, SectionSource = 3, SectionDistance = 4, SectionFrames = 5,
            SectionOutlines = 6, SectionFrameOutlines = 7;
        static readonly string[] SectionNames = { null, "MASK", "RECT", "SRCH", "DIST", "FRAM", "OUTL", "FOUT" };

        /// <summary>The width in pixels.</summary>
        public int Width { get; private set; }

        /// <summary>The height in pixels.</summary>
        public int Height { get; private set; }

        /// <summary>Pixels per point: 2 for an @2x image.</summary>
        public double Scale { get; private set; }

        /// <summary>The alpha cutoff the mask was made with: a pixel is solid where its alpha is above it.</summary>
        public int Threshold { get; private set; }

        /// <summary>The header's flags byte (bit 0: the source had alpha).</summary>
        public int Flags { get; private set; }

        /// <summary>How the shape rects were chosen: 0 outer, 1 inner, 2 balanced.</summary>
        public int RectMode { get; private set; }

        /// <summary>The shape rects' grid: cells along the image's longer side.</summary>
        public int RectGrid { get; private set; }

        /// <summary>The MASK section's codec: 1 run lengths, 3 transitions.</summary>
        public int Codec { get; private set; }

        /// <summary>The shape rects, in the file's order.</summary>
        public IReadOnlyList<PixelRect> Rects { get; private set; }

        /// <summary>The source's XXH64 digest as 16 hex digits, or null without a source record.</summary>
        public string SourceDigest { get; private set; }

        /// <summary>The generator's revision that made the file (0 without a source record).</summary>
        public int GeneratorRevision { get; private set; }

        /// <summary>The atlas frames, in FRAM's order (none for a plain image).</summary>
        public IReadOnlyList<AtlasFrame> Frames { get; private set; }

        /// <summary>(Width + 30) × (Height + 30) squared distances, or null without a DIST section.</summary>
        public IReadOnlyList<byte> DistanceField => distanceField;

        /// <summary>The page's outlines, or null without an OUTL section.</summary>
        public Outlines Outlines { get; private set; }

        /// <summary>Each frame's own outlines (FOUT), in FRAM's order, or null.</summary>
        public IReadOnlyList<Outlines> FrameOutlines { get; private set; }

        // One bit a pixel, row-major, 64 to a word, the first pixel in the first word's high bit, then a word of room
        // so that an overlap reads any 64 pixels as two words unchecked (Window64).
        ulong[] bits;
        byte[] distanceField;
        // The first frame of each name, for FindFrame in constant time.
        readonly Dictionary<string, AtlasFrame> framesByName = new Dictionary<string, AtlasFrame>();

        HitMask() { }

        /// <summary>Reads a whole file, checking all of it as docs/FORMAT.md says.</summary>
        /// <param name="bytes">The file's bytes.</param>
        /// <param name="fileName">The file's name, for the error; null for none.</param>
        /// <returns>The mask.</returns>
        /// <exception cref="HitMaskException">The file fails a check: the exception says which, where and why, and
        /// names <paramref name="fileName"/> when given.</exception>
        public static HitMask FromBytes(byte[] bytes, string fileName = null)
        {
            try
            {
                var mask = new HitMask();
                mask.Read(bytes ?? throw new ArgumentNullException(nameof(bytes)));
                return mask;
            }
            catch (HitMaskException error) when (fileName != null)
            {
                throw error.WithFile(fileName);
            }
        }

        /// <summary>Reads a .hitmask file, checking all of it as docs/FORMAT.md says.</summary>
        /// <param name="path">The file's path.</param>
        /// <returns>The mask.</returns>
        /// <exception cref="HitMaskException">The file cannot be read (kind unreadable-file), or fails a check; the
        /// exception names the file.</exception>
        public static HitMask Load(string path)
        {
            byte[] bytes;
            try
            {
                bytes = System.IO.File.ReadAllBytes(path);
            }
            catch (Exception error) when (error is System.IO.IOException || error is UnauthorizedAccessException)
            {
                throw new HitMaskException("unreadable-file", null, null, error.Message, path);
            }
            return FromBytes(bytes, path);
        }

        /// <summary>A frame name as an error's reason shows it: a JSON string, as JSON.stringify writes it, so that the
        /// error stays one line whatever the name holds (quotes, backslashes and control characters escaped).</summary>
        static string Quoted(string name)
        {
            var text = new StringBuilder("\"");
            foreach (char c in name)
            {
                if (c == '"' || c == '\\') text.Append('\\').Append(c);
                else if (c < 0x20)
                {
                    int escape = "\b\t\n\f\r".IndexOf(c);
                    text.Append(escape >= 0 ? "\\" + "btnfr"[escape] : "\\u" + ((int)c).ToString("x4"));
                }
                else text.Append(c);
            }
            return text.Append('"').ToString();
        }

        /// <summary>Whether pixel (x, y) is solid; outside the image never. O(1).</summary>
        /// <param name="x">The pixel's column.</param>
        /// <param name="y">The pixel's row.</param>
        public bool Contains(long x, long y)
        {
            if ((ulong)x >= (ulong)Width || (ulong)y >= (ulong)Height) return false;
            long i = y * Width + x;
            return ((bits[i >> 6] >> (int)(63 - (i & 63))) & 1) == 1;
        }

        /// <summary>Whether the pixel holding point (x, y) of pixel space is solid; NaN and infinities never.</summary>
        /// <param name="x">The point's x, in pixels.</param>
        /// <param name="y">The point's y, in pixels.</param>
        public bool Contains(double x, double y)
        {
            double fx = Math.Floor(x), fy = Math.Floor(y);
            if (!(fx >= 0 && fy >= 0 && fx < Width && fy < Height)) return false;
            return Contains((long)fx, (long)fy);
        }

        /// <summary>The number of solid pixels (counted when asked).</summary>
        public long SolidPixelCount()
        {
            long count = 0;
            foreach (var word in bits) count += Ones(word); // the room word is clear
            return count;
        }

        /// <summary>The first frame of this name, or null when the page has none by that name.</summary>
        /// <param name="name">The frame's name.</param>
        public AtlasFrame FindFrame(string name)
        {
            AtlasFrame frame;
            return name != null && framesByName.TryGetValue(name, out frame) ? frame : null;
        }

        /// <summary>Whether the page has a frame of this name, and the first one.</summary>
        /// <param name="name">The frame's name.</param>
        /// <param name="frame">The first frame of this name, or null.</param>
        public bool TryGetFrame(string name, out AtlasFrame frame)
        {
            frame = FindFrame(name);
            return frame != null;
        }

        /// <summary>A frame's own outlines (FOUT), in its untrimmed sprite's pixels; null without FOUT, and for a
        /// frame that is not this page's.</summary>
        /// <param name="frame">One of <see cref="Frames"/>.</param>
        public Outlines OutlinesOf(AtlasFrame frame)
        {
            if (frame == null || FrameOutlines == null || frame.Index >= Frames.Count || !ReferenceEquals(Frames[frame.Index], frame))
                return null;
            return FrameOutlines[frame.Index];
        }

        /// <summary>Whether pixel (x, y) of a frame's untrimmed sprite is solid: trimming and turning undone. False
        /// without a frame (<c>FindFrame("missing")</c> is null).</summary>
        /// <param name="frame">The frame, or null.</param>
        /// <param name="x">The untrimmed sprite's column.</param>
        /// <param name="y">The untrimmed sprite's row.</param>
        public bool FrameContains(AtlasFrame frame, long x, long y)
        {
            if (frame == null || x < 0 || y < 0 || x >= frame.SourceWidth || y >= frame.SourceHeight) return false;
            bool turned = frame.Rotation % 2 == 1;
            long w = turned ? frame.PageRect.Height : frame.PageRect.Width;
            long h = turned ? frame.PageRect.Width : frame.PageRect.Height;
            long u = x - frame.TrimX, v = y - frame.TrimY;
            if (u < 0 || v < 0 || u >= w || v >= h) return false;
            long dx = u, dy = v;
            switch (frame.Rotation)
            {
                case 1: dx = h - 1 - v; dy = u; break;
                case 2: dx = w - 1 - u; dy = h - 1 - v; break;
                case 3: dx = v; dy = w - 1 - u; break;
            }
            return Contains(frame.PageRect.X + dx, frame.PageRect.Y + dy);
        }

        /// <summary>Whether this mask and <paramref name="other"/>, its pixel (0, 0) on this one's pixel (dx, dy),
        /// share a solid pixel (stopping at the first). With <paramref name="frame"/>, this side is that frame's
        /// untrimmed sprite read from this page; with <paramref name="otherFrame"/>, the other side is that frame's of
        /// <paramref name="other"/> (null: the whole mask; look frames up once, not per call).</summary>
        /// <param name="other">The other mask (or page).</param>
        /// <param name="dx">Where the other's pixel (0, 0) lies in this one's pixels: the column.</param>
        /// <param name="dy">The row.</param>
        /// <param name="frame">A frame of this page, or null for the whole mask.</param>
        /// <param name="otherFrame">A frame of the other page, or null for the whole mask.</param>
        public bool Overlaps(HitMask other, long dx, long dy, AtlasFrame frame = null, AtlasFrame otherFrame = null)
        {
            long x, y;
            return FirstOverlap(other, dx, dy, out x, out y, frame, otherFrame);
        }

        /// <summary>How many solid pixels the two share at the offset (as <see cref="Overlaps"/> takes them).</summary>
        /// <param name="other">The other mask (or page).</param>
        /// <param name="dx">Where the other's pixel (0, 0) lies in this one's pixels: the column.</param>
        /// <param name="dy">The row.</param>
        /// <param name="frame">A frame of this page, or null for the whole mask.</param>
        /// <param name="otherFrame">A frame of the other page, or null for the whole mask.</param>
        public long OverlapArea(HitMask other, long dx, long dy, AtlasFrame frame = null, AtlasFrame otherFrame = null)
        {
            long area = 0, x, y;
            CompareWords(other, dx, dy, frame, otherFrame, false, ref area, out x, out y);
            return area;
        }

        /// <summary>The first shared solid pixel in this side's pixels (the smallest y, then the smallest x);
        /// false when the two share none.</summary>
        /// <param name="other">The other mask (or page).</param>
        /// <param name="dx">Where the other's pixel (0, 0) lies in this one's pixels: the column.</param>
        /// <param name="dy">The row.</param>
        /// <param name="x">The shared pixel's column, or -1.</param>
        /// <param name="y">The shared pixel's row, or -1.</param>
        /// <param name="frame">A frame of this page, or null for the whole mask.</param>
        /// <param name="otherFrame">A frame of the other page, or null for the whole mask.</param>
        public bool FirstOverlap(HitMask other, long dx, long dy, out long x, out long y, AtlasFrame frame = null,
            AtlasFrame otherFrame = null)
        {
            long area = 0;
            return CompareWords(other, dx, dy, frame, otherFrame, true, ref area, out x, out y);
        }

        /// <summary>Whether this sprite and <paramref name="other"/>, each placed in one world by a matrix (the
        /// sprite's pixel point (u, v) at (A·u + C·v + E, B·u + D·v + F)), touch: some world point (x + ½, y + ½), x
        /// and y whole, is solid in both (GameMaker's "precise" rule; FORMAT.md, "Placed sprites"). A matrix that
        /// is not finite or cannot be inverted places nothing. Costs the area where the two placed boxes meet; two
        /// whole-pixel moves with flips take the word path of <see cref="Overlaps"/>.</summary>
        /// <param name="other">The other mask (or page).</param>
        /// <param name="matrix">Where this sprite's pixels lie in the world.</param>
        /// <param name="otherMatrix">Where the other's lie.</param>
        /// <param name="frame">A frame of this page, or null for the whole mask.</param>
        /// <param name="otherFrame">A frame of the other page, or null for the whole mask.</param>
        public bool PlacedOverlaps(HitMask other, PlacementMatrix matrix, PlacementMatrix otherMatrix,
            AtlasFrame frame = null, AtlasFrame otherFrame = null)
        {
            Placed a, b;
            if (!Placed.Make(this, frame, matrix, out a) || !Placed.Make(other, otherFrame, otherMatrix, out b)) return false;
            if (matrix.IsWholePixelMove() && otherMatrix.IsWholePixelMove())
                return WholePixelMovesOverlap(new OverlapSprite(this, frame), matrix, new OverlapSprite(other, otherFrame),
                    otherMatrix);
            long x0, x1, y0, y1;
            Placed.Span(a, b, 0, out x0, out x1);
            Placed.Span(a, b, 1, out y0, out y1);
            for (long y = y0; y <= y1; y++)
                for (long x = x0; x <= x1; x++)
                    if (a.IsSolid(x, y) && b.IsSolid(x, y)) return true;
            return false;
        }

        /// <summary>Two whole-pixel moves with flips, by the word path (FORMAT.md, "Placed sprites"). A side w wide
        /// flipped across x covers the world's columns E − w … E − 1, its pixel u at column E − 1 − u. The world
        /// flipped across a's flips holds a unflipped and b at a whole offset, mirrored along each axis where the
        /// two flips differ.</summary>
        static bool WholePixelMovesOverlap(OverlapSprite a, PlacementMatrix m, OverlapSprite b, PlacementMatrix n)
        {
            long leftA = (long)m.E - (m.A < 0 ? a.Width : 0), leftB = (long)n.E - (n.A < 0 ? b.Width : 0);
            long topA = (long)m.F - (m.D < 0 ? a.Height : 0), topB = (long)n.F - (n.D < 0 ? b.Height : 0);
            long dx = m.A > 0 ? leftB - leftA : leftA + a.Width - leftB - b.Width;
            long dy = m.D > 0 ? topB - topA : topA + a.Height - topB - b.Height;
            long area = 0, x, y;
            return CompareSprites(a, b.Mirrored(m.A != n.A, m.D != n.D), dx, dy, true, ref area, out x, out y);
        }

        /// <summary>A placed side: its pixels and its matrix undone as FORMAT.md spells it, an operation at a time,
        /// so that every reader finds the same pixel for the same point.</summary>
        struct Placed
        {
            HitMask mask;
            AtlasFrame frame;
            PlacementMatrix m;
            double det, width, height;

            /// <summary>The side, or false when its matrix places nothing (not finite, or singular).</summary>
            public static bool Make(HitMask mask, AtlasFrame frame, PlacementMatrix m, out Placed placed)
            {
                placed = new Placed();
                double det = m.A * m.D - m.B * m.C;
                foreach (double v in new[] { m.A, m.B, m.C, m.D, m.E, m.F, det })
                    if (double.IsNaN(v) || double.IsInfinity(v)) return false;
                if (det == 0) return false;
                placed.mask = mask; placed.frame = frame; placed.m = m; placed.det = det;
                placed.width = frame != null ? frame.SourceWidth : mask.Width;
                placed.height = frame != null ? frame.SourceHeight : mask.Height;
                return true;
            }

            /// <summary>Whether the world point (x + ½, y + ½) lands on a solid pixel.</summary>
            public bool IsSolid(long x, long y)
            {
                double qx = (x + 0.5) - m.E, qy = (y + 0.5) - m.F;
                double u = (m.D * qx - m.C * qy) / det, v = (m.A * qy - m.B * qx) / det;
                if (!(u >= 0 && v >= 0 && u < width && v < height)) return false;
                return frame != null ? mask.FrameContains(frame, (long)u, (long)v) : mask.Contains((long)u, (long)v);
            }

            /// <summary>The whole numbers n whose n + ½ can lie where both sides' placed corners reach along an axis
            /// (0: x, 1: y), each range widened a unit, within |n| &lt; 2^52.</summary>
            public static void Span(Placed a, Placed b, int axis, out long first, out long last)
            {
                const double Limit = 4503599627370495.0;
                double la, ha, lb, hb;
                a.Range(axis, out la, out ha);
                b.Range(axis, out lb, out hb);
                first = (long)Math.Max(Math.Floor(Math.Max(la, lb)) - 1, -Limit);
                last = (long)Math.Min(Math.Ceiling(Math.Min(ha, hb)) + 1, Limit);
            }

            void Range(int axis, out double low, out double high)
            {
                double s = axis == 0 ? m.A : m.B, t = axis == 0 ? m.C : m.D, o = axis == 0 ? m.E : m.F;
                double e1 = width * s + o, e2 = height * t + o, e3 = width * s + height * t + o;
                low = Math.Min(Math.Min(o, e1), Math.Min(e2, e3));
                high = Math.Max(Math.Max(o, e1), Math.Max(e2, e3));
            }
        }

        /// <summary>One side of an overlap: a mask, or a frame's untrimmed sprite read from it (its page), Width ×
        /// Height. Sprite pixels outside [MinX, MaxX) × [MinY, MaxY) are clear; an unturned sprite's pixel (x, y) is
        /// the page's bit (OriginY + y) × width + OriginX + x, read 64 at a time (WholeRows); a turned frame's rows,
        /// and a mirrored side's (placed sprites' flips), through SideWindow.</summary>
        struct OverlapSprite
        {
            public HitMask Page;
            public AtlasFrame Turned;
            public long MinX, MaxX, MinY, MaxY, OriginX, OriginY, Width, Height;
            public bool MirrorX, MirrorY, WholeRows;

            public OverlapSprite(HitMask page, AtlasFrame frame)
            {
                Page = page;
                Turned = null;
                MinX = 0; MaxX = page.Width; MinY = 0; MaxY = page.Height; OriginX = 0; OriginY = 0;
                Width = page.Width; Height = page.Height;
                MirrorX = MirrorY = false;
                WholeRows = true;
                if (frame == null) return;
                Width = frame.SourceWidth; Height = frame.SourceHeight;
                bool turned = frame.Rotation % 2 == 1;
                long w = turned ? frame.PageRect.Height : frame.PageRect.Width;
                long h = turned ? frame.PageRect.Width : frame.PageRect.Height;
                MinX = Math.Max(0, frame.TrimX); MaxX = Math.Min(frame.SourceWidth, frame.TrimX + w);
                MinY = Math.Max(0, frame.TrimY); MaxY = Math.Min(frame.SourceHeight, frame.TrimY + h);
                OriginX = frame.PageRect.X - frame.TrimX;
                OriginY = frame.PageRect.Y - frame.TrimY;
                if (frame.Rotation != 0) { Turned = frame; WholeRows = false; return; }
                // A frame of another page: only this page's pixels.
                MinX = Math.Max(MinX, -OriginX); MaxX = Math.Min(MaxX, page.Width - OriginX);
                MinY = Math.Max(MinY, -OriginY); MaxY = Math.Min(MaxY, page.Height - OriginY);
            }

            public bool IsEmpty => MinX >= MaxX || MinY >= MaxY;

            /// <summary>The side mirrored across x and/or y within its Width × Height: its pixel (x, y) is this one's
            /// (Width − 1 − x, y).</summary>
            public OverlapSprite Mirrored(bool acrossX, bool acrossY)
            {
                var mirror = this;
                if (acrossX) { mirror.MinX = Width - MaxX; mirror.MaxX = Width - MinX; }
                if (acrossY) { mirror.MinY = Height - MaxY; mirror.MaxY = Height - MinY; }
                mirror.MirrorX = acrossX;
                mirror.MirrorY = acrossY;
                mirror.WholeRows = WholeRows && !acrossX && !acrossY;
                return mirror;
            }

            /// <summary>The sprite's pixels (x … x + count − 1, y), count ≤ 64, the first in the most significant
            /// bit; they lie in its kept pixels.</summary>
            public ulong Window(long x, long y, long count)
            {
                if (WholeRows) return Window64(Page.bits, (OriginY + y) * Page.Width + OriginX + x);
                return SideWindow(x, y, count);
            }

            /// <summary>The pixels of a side whose rows are not read whole: a turned frame's a pixel at a time; a
            /// mirrored side's as its own pixels from the mirror image of the last on, their order reversed (bits
            /// past <paramref name="count"/> shift out).</summary>
            ulong SideWindow(long x, long y, long count)
            {
                long row = MirrorY ? Height - 1 - y : y, from = MirrorX ? Width - x - count : x;
                ulong word = 0;
                if (Turned == null)
                    word = Window64(Page.bits, (OriginY + row) * Page.Width + OriginX + from);
                else
                    for (int k = 0; k < count; k++)
                        if (Page.FrameContains(Turned, from + k, row)) word |= 1UL << (63 - k);
                return MirrorX ? Reverse(word) << (int)(64 - count) : word;
            }
        }

        /// <summary>A word's bits in the opposite order.</summary>
        static ulong Reverse(ulong w)
        {
            w = ((w >> 1) & 0x5555555555555555UL) | ((w & 0x5555555555555555UL) << 1);
            w = ((w >> 2) & 0x3333333333333333UL) | ((w & 0x3333333333333333UL) << 2);
            w = ((w >> 4) & 0x0F0F0F0F0F0F0F0FUL) | ((w & 0x0F0F0F0F0F0F0F0FUL) << 4);
            w = ((w >> 8) & 0x00FF00FF00FF00FFUL) | ((w & 0x00FF00FF00FF00FFUL) << 8);
            w = ((w >> 16) & 0x0000FFFF0000FFFFUL) | ((w & 0x0000FFFF0000FFFFUL) << 16);
            return (w >> 32) | (w << 32);
        }

        /// <summary>The 64 pixels from pixel <paramref name="start"/> on (below the pixel count), the first in the most
        /// significant bit: a word and the next (the room word after the last).</summary>
        static ulong Window64(ulong[] bits, long start)
        {
            long index = start >> 6;
            int shift = (int)(start & 63);
            return (bits[index] << shift) | (bits[index + 1] >> 1 >> (63 - shift)); // two shifts: shift 0 takes none
        }

        static int Ones(ulong w)
        {
            w -= (w >> 1) & 0x5555555555555555UL;
            w = (w & 0x3333333333333333UL) + ((w >> 2) & 0x3333333333333333UL);
            w = (w + (w >> 4)) & 0x0F0F0F0F0F0F0F0FUL;
            return (int)((w * 0x0101010101010101UL) >> 56);
        }

        /// <summary>Walks the rows where the other sprite, at (dx, dy), meets this one, 64 pixels at a time: stops
        /// at the first shared pixel when <paramref name="first"/>, else counts them. The offset is tested against
        /// the kept pixels before any sum, so that none overflows.</summary>
        bool CompareWords(HitMask other, long dx, long dy, AtlasFrame frame, AtlasFrame otherFrame, bool first,
            ref long area, out long x, out long y)
        {
            x = -1; y = -1;
            if (other == null) return false;
            return CompareSprites(new OverlapSprite(this, frame), new OverlapSprite(other, otherFrame), dx, dy, first,
                ref area, out x, out y);
        }

        static bool CompareSprites(OverlapSprite a, OverlapSprite b, long dx, long dy, bool first, ref long area,
            out long x, out long y)
        {
            x = -1; y = -1;
            if (a.IsEmpty || b.IsEmpty) return false;
            if (dx >= a.MaxX - b.MinX || dx <= a.MinX - b.MaxX || dy >= a.MaxY - b.MinY || dy <= a.MinY - b.MaxY)
                return false;
            long x0 = Math.Max(a.MinX, b.MinX + dx), x1 = Math.Min(a.MaxX, b.MaxX + dx);
            long y0 = Math.Max(a.MinY, b.MinY + dy), y1 = Math.Min(a.MaxY, b.MaxY + dy);
            for (long row = y0; row < y1; row++)
            {
                for (long column = x0; column < x1; column += 64)
                {
                    long count = Math.Min(64, x1 - column);
                    ulong word = a.Window(column, row, count) & b.Window(column - dx, row - dy, count);
                    if (count < 64) word &= ~(ulong.MaxValue >> (int)count);
                    if (word == 0) continue;
                    if (!first)
                    {
                        area += Ones(word);
                        continue;
                    }
                    int lead = 0;
                    while ((word & (1UL << (63 - lead))) == 0) lead++;
                    x = column + lead;
                    y = row;
                    return true;
                }
            }
            return false;
        }

        /// <summary>The squared distance from pixel (x, y) to the nearest solid pixel's centre: exact below 255, 255
        /// for 256 or more. From the DIST section when the file has one, else searched, with the same answer.</summary>
        /// <param name="x">The pixel's column (it may lie outside the image).</param>
        /// <param name="y">The pixel's row.</param>
        public int DistanceSquared(long x, long y) => DistanceSquared((double)x, (double)y);

        /// <summary>The same for the pixel holding point (x, y); 255 where x or y is not finite.</summary>
        /// <param name="x">The point's x, in pixels.</param>
        /// <param name="y">The point's y, in pixels.</param>
        public int DistanceSquared(double x, double y)
        {
            if (Contains(x, y)) return 0;
            // Beyond the field's margin, or not finite (NaN fails the comparisons): nothing within 15 pixels.
            if (!(x >= -DistanceMargin && y >= -DistanceMargin && x < Width + DistanceMargin && y < Height + DistanceMargin))
                return 255;
            long column = (long)Math.Floor(x), row = (long)Math.Floor(y);
            if (distanceField != null)
                return distanceField[(row + DistanceMargin) * (Width + 2 * DistanceMargin) + column + DistanceMargin];
            // Without the field, the same value searched: a squared distance up to 254 lies within √254 pixels.
            return (int)(NearestSquared(column, row, Math.Sqrt(254)) ?? 255);
        }

        /// <summary>Whether a solid pixel lies within <paramref name="tolerance"/> pixels, centre to centre, of pixel
        /// (x, y). Below 16 pixels the distance field answers (a squared distance of at most min(floor(tolerance²),
        /// 254)); from 16 on, beyond its reach, the mask is searched, exactly, in time up to its pixels. A negative or
        /// NaN tolerance answers false.</summary>
        /// <param name="x">The pixel's column (it may lie outside the image).</param>
        /// <param name="y">The pixel's row.</param>
        /// <param name="tolerance">The distance in pixels, centre to centre.</param>
        public bool ContainsWithin(long x, long y, double tolerance) => ContainsWithin((double)x, (double)y, tolerance);

        /// <summary>The same for the pixel holding point (x, y); false where x or y is not finite.</summary>
        /// <param name="x">The point's x, in pixels.</param>
        /// <param name="y">The point's y, in pixels.</param>
        /// <param name="tolerance">The distance in pixels, centre to centre.</param>
        public bool ContainsWithin(double x, double y, double tolerance)
        {
            if (Contains(x, y)) return true;
            if (!(tolerance >= 0) || double.IsNaN(x) || double.IsNaN(y) || double.IsInfinity(x) || double.IsInfinity(y))
                return false;
            if (tolerance < 16) return DistanceSquared(x, y) <= Math.Min((int)Math.Floor(tolerance * tolerance), 254);
            double? nearest = NearestSquared(Math.Floor(x), Math.Floor(y), tolerance);
            return nearest.HasValue && nearest.Value <= tolerance * tolerance;
        }

        /// <summary>Whether the pixel of a frame's untrimmed sprite holding point (x, y) is solid.</summary>
        /// <param name="frame">The frame, or null.</param>
        /// <param name="x">The point's x, in the untrimmed sprite's pixels.</param>
        /// <param name="y">The point's y.</param>
        public bool FrameContains(AtlasFrame frame, double x, double y)
        {
            if (frame == null || !(x >= 0 && y >= 0 && x < frame.SourceWidth && y < frame.SourceHeight)) return false;
            return FrameContains(frame, (long)Math.Floor(x), (long)Math.Floor(y));
        }

        // The squared distance from pixel (column, row) to the nearest solid pixel within radius (infinity included),
        // searched in the rows and columns of the mask within reach, in doubles (a far pixel's distance is no long);
        // null when none is.
        double? NearestSquared(double column, double row, double radius)
        {
            long top = row - radius < Height ? (long)Math.Max(0, Math.Floor(row - radius)) : Height;
            long bottom = row + radius >= 0 ? (long)Math.Min(Height - 1, Math.Ceiling(row + radius)) : -1;
            long left = column - radius < Width ? (long)Math.Max(0, Math.Floor(column - radius)) : Width;
            long right = column + radius >= 0 ? (long)Math.Min(Width - 1, Math.Ceiling(column + radius)) : -1;
            double? best = null;
            for (long j = top; j <= bottom; j++)
            {
                double dy = j - row;
                if (dy * dy > radius * radius || (best.HasValue && dy * dy >= best.Value)) continue;
                for (long i = left; i <= right; i++)
                {
                    double d = (i - column) * (i - column) + dy * dy;
                    if ((!best.HasValue || d < best.Value) && d <= radius * radius && Contains(i, j)) best = d;
                }
            }
            return best;
        }

        // -------------------------------------------------------------------------------------------------------
        // Reading, in FORMAT.md's order ("Reader checks")

        /// <summary>Reads fields from bytes[offset, end); every failure is a corrupt section at the failing field's
        /// offset, or at the record's first byte inside a record.</summary>
        sealed class Fields
        {
            readonly byte[] bytes;
            public int Offset;
            readonly int end;
            readonly string section;
            /// <summary>The first byte of the record being read, which a failure inside it reports; -1 outside.</summary>
            public long Record = -1;

            public Fields(byte[] bytes, int start, int end, string section)
            {
                this.bytes = bytes;
                Offset = start;
                this.end = end;
                this.section = section;
            }

            public int Left => end - Offset;

            public HitMaskException Fail(string reason, long at = -1) =>
                new HitMaskException("corrupt-section", section, Record >= 0 ? Record : at >= 0 ? at : Offset, reason);

            public int U8()
            {
                if (Offset >= end) throw Fail("ends inside a field");
                return bytes[Offset++];
            }

            /// <summary>Unsigned LEB128: at most 5 bytes, at most 2^32 − 1.</summary>
            public long Varint()
            {
                int start = Offset;
                long value = 0;
                for (int i = 0; i < 5; i++)
                {
                    if (Offset >= end) throw Fail("a varint runs past the end", start);
                    int b = bytes[Offset++];
                    value |= (long)(b & 0x7F) << (7 * i);
                    if ((b & 0x80) == 0)
                    {
                        if (value > 0xFFFFFFFFL) throw Fail("a varint exceeds 32 bits", start);
                        return value;
                    }
                }
                throw Fail("a varint is longer than 5 bytes", start);
            }

            public long ZigZag()
            {
                long v = Varint();
                return (v & 1) == 0 ? v >> 1 : -((v + 1) >> 1);
            }

            public double F64()
            {
                if (end - Offset < 8) throw Fail("ends inside a number");
                double value = BitConverter.Int64BitsToDouble(unchecked((long)ReadUInt64(bytes, Offset)));
                Offset += 8;
                return value;
            }

            /// <summary>A record: failures inside it are reported at its first byte (an outer record's, if any).</summary>
            public T InRecord<T>(Func<T> read)
            {
                bool outer = Record < 0;
                if (outer) Record = Offset;
                try { return read(); }
                finally { if (outer) Record = -1; }
            }

            public string Utf8(int count)
            {
                string text = Encoding.UTF8.GetString(bytes, Offset, count);
                Offset += count;
                return text;
            }
        }

        static ulong ReadUInt64(byte[] p, int at)
        {
            ulong v = 0;
            for (int i = 7; i >= 0; i--) v = (v << 8) | p[at + i];
            return v;
        }

        static uint[] crcTable;

        static uint Crc32(byte[] bytes, int count)
        {
            if (crcTable == null)
            {
                var table = new uint[256];
                for (uint n = 0; n < 256; n++)
                {
                    uint c = n;
                    for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
                    table[n] = c;
                }
                crcTable = table;
            }
            uint crc = 0xFFFFFFFFu;
            for (int i = 0; i < count; i++) crc = crcTable[(crc ^ bytes[i]) & 0xFF] ^ (crc >> 8);
            return crc ^ 0xFFFFFFFFu;
        }

        static HitMaskException Corrupt(string section, long offset, string reason) =>
            new HitMaskException("corrupt-section", section, offset, reason);

        /// <summary>Reads a file in the steps of Readers/README.md's anatomy, in FORMAT.md's order: each step checks
        /// its part and yields plain values, which the mask keeps.</summary>
        void Read(byte[] bytes)
        {
            int body = ReadContainer(bytes);
            var header = ReadHeader(bytes, body);
            Flags = header.Flags;
            Threshold = header.Threshold;
            RectMode = header.RectMode;
            Scale = header.Scale;
            Width = header.Width;
            Height = header.Height;
            RectGrid = header.RectGrid;
            var sections = ReadSectionTable(bytes, header.SectionsStart, body);
            Codec = sections.Codec;
            Rects = ReadShapeRects(sections, Width, Height);
            var source = ReadSource(bytes, sections);
            SourceDigest = source?.Digest;
            GeneratorRevision = source?.GeneratorRevision ?? 0;
            Frames = ReadFrames(sections, Width, Height);
            foreach (var frame in Frames)
                if (!framesByName.ContainsKey(frame.Name)) framesByName.Add(frame.Name, frame);
            bits = ReadPixels(bytes, sections, Width, Height);
            distanceField = ReadDistanceField(bytes, sections, Width, Height);
            Outlines = ReadOutlines(sections, Width, Height);
            FrameOutlines = ReadFrameOutlines(sections, Frames);
        }

        /// <summary>1–4: the magic, the version, the size and the CRC. Yields where the body ends (the CRC's
        /// offset).</summary>
        static int ReadContainer(byte[] bytes)
        {
            int size = bytes.Length;
            for (int i = 0; i < Math.Min(Magic.Length, size); i++)
                if (bytes[i] != Magic[i])
                    throw new HitMaskException("not-a-hitmask", null, 0, "the file does not start with the .hitmask magic");
            if (size <= Magic.Length) throw new HitMaskException("truncated", null, size, "the file ends inside the header");
            if (bytes[VersionOffset] != FormatVersion)
                throw new HitMaskException("unsupported-version", null, VersionOffset,
                    "format version " + bytes[VersionOffset] + " (this reader reads " + FormatVersion + ")");
            if (size < SmallestFile)
                throw new HitMaskException("truncated", null, size, "the file is shorter than the smallest header");
            int body = size - CrcSize;
            uint stored = (uint)(bytes[body] | bytes[body + 1] << 8 | bytes[body + 2] << 16 | bytes[body + 3] << 24);
            if (Crc32(bytes, body) != stored)
                throw new HitMaskException("checksum-mismatch", null, body, "the CRC-32 does not match the file");
            return body;
        }

        /// <summary>The header's fields, and where the section table starts.</summary>
        struct Header
        {
            public int Flags, Threshold, RectMode, Width, Height, RectGrid, SectionsStart;
            public double Scale;
        }

        /// <summary>5: the header's fields, every failure a corrupt header.</summary>
        static Header ReadHeader(byte[] bytes, int body)
        {
            var header = new Header
            {
                Flags = bytes[FlagsOffset], Threshold = bytes[ThresholdOffset], RectMode = bytes[RectModeOffset]
            };
            if (header.RectMode > MaxRectMode)
                throw new HitMaskException("corrupt-header", "header", RectModeOffset,
                    "rect mode " + header.RectMode + " is not 0, 1 or 2");
            var fields = new Fields(bytes, ScaleOffset, body, "header");
            long width, height, grid;
            int gridOffset;
            try
            {
                header.Scale = fields.F64();
                if (!(header.Scale > 0 && header.Scale <= double.MaxValue))
                    throw new HitMaskException("corrupt-header", "header", ScaleOffset,
                        "scale " + header.Scale + " is not a positive number");
                width = fields.Varint();
                height = fields.Varint();
                // Compared by division: two 32-bit sizes can multiply past 2^63.
                if (width == 0 || height == 0 || width > MaxPixels / height)
                    throw new HitMaskException("corrupt-header", "header", SizeOffset,
                        "a " + width + "×" + height + " mask is empty or over 2^30 pixels");
                gridOffset = fields.Offset;
                grid = fields.Varint();
            }
            catch (HitMaskException error) when (error.Kind == "corrupt-section")
            {
                throw new HitMaskException("corrupt-header", "header", error.Offset, error.Reason);
            }
            if (grid < 1 || grid > MaxRectGrid)
                throw new HitMaskException("corrupt-header", "header", gridOffset, "rect grid " + grid + " is outside 1...4096");
            header.Width = (int)width;
            header.Height = (int)height;
            header.RectGrid = (int)grid;
            header.SectionsStart = fields.Offset;
            return header;
        }

        /// <summary>Where each known section's payload lies, and MASK's codec.</summary>
        sealed class SectionTable
        {
            readonly byte[] bytes;
            readonly int[] starts = new int[256], ends = new int[256];
            readonly bool[] present = new bool[256];
            public int Codec;

            public SectionTable(byte[] bytes) { this.bytes = bytes; }

            public byte[] Bytes => bytes;

            public void Add(int id, int start, int end)
            {
                present[id] = true;
                starts[id] = start;
                ends[id] = end;
            }

            public bool Has(int id) => present[id];
            public int Start(int id) => starts[id];
            public int End(int id) => ends[id];

            /// <summary>A reader of the section's payload, or null when the file has none.</summary>
            public Fields Payload(int id) => present[id] ? new Fields(bytes, starts[id], ends[id], SectionName(id)) : null;
        }

        static string SectionName(int id) => id < SectionNames.Length && id > 0 ? SectionNames[id] : "section " + id;

        /// <summary>6–7: the sections up to the CRC (ids increasing, payloads within the body), MASK and RECT
        /// present, then MASK's codec byte.</summary>
        static SectionTable ReadSectionTable(byte[] bytes, int position, int body)
        {
            var sections = new SectionTable(bytes);
            int previous = 0;
            while (position < body)
            {
                int id = bytes[position];
                if (id <= previous) throw Corrupt(SectionName(id), position, "section id " + id + " does not follow " + previous);
                var table = new Fields(bytes, position + 1, body, SectionName(id));
                int lengthOffset = table.Offset;
                long length = table.Varint();
                if (length > body - table.Offset) throw table.Fail("the payload runs past the CRC", lengthOffset);
                sections.Add(id, table.Offset, table.Offset + (int)length);
                previous = id;
                position = table.Offset + (int)length;
            }
            if (!sections.Has(SectionMask)) throw Corrupt("MASK", body, "the file has no MASK section");
            if (!sections.Has(SectionRect)) throw Corrupt("RECT", body, "the file has no RECT section");
            int maskStart = sections.Start(SectionMask);
            if (maskStart == sections.End(SectionMask)) throw Corrupt("MASK", maskStart, "an empty MASK section has no codec");
            sections.Codec = bytes[maskStart];
            if (sections.Codec != CodecRuns && sections.Codec != CodecTransitions)
                throw new HitMaskException("unsupported-codec", "MASK", maskStart, "codec " + sections.Codec);
            return sections;
        }

        /// <summary>8: RECT's shape rects, each inside the mask.</summary>
        static PixelRect[] ReadShapeRects(SectionTable sections, int width, int height)
        {
            var reader = sections.Payload(SectionRect);
            var rects = ReadRects(reader, width, height, "rects");
            if (reader.Left > 0) throw reader.Fail("bytes follow the last rect");
            return rects;
        }

        sealed class SourceRecord
        {
            public string Digest;
            public int GeneratorRevision;
        }

        /// <summary>8: SRCH's source record, or null without the section.</summary>
        static SourceRecord ReadSource(byte[] bytes, SectionTable sections)
        {
            if (!sections.Has(SectionSource)) return null;
            int start = sections.Start(SectionSource), length = sections.End(SectionSource) - start;
            if (length != SourceRecordSize)
                throw Corrupt("SRCH", start, "a source record of " + length + " bytes, not " + SourceRecordSize);
            return new SourceRecord
            {
                Digest = ReadUInt64(bytes, start).ToString("x16"), GeneratorRevision = bytes[start + 8] | bytes[start + 9] << 8
            };
        }

        /// <summary>8: FRAM's frames, each within the page; none without the section.</summary>
        static AtlasFrame[] ReadFrames(SectionTable sections, int width, int height)
        {
            var reader = sections.Payload(SectionFrames);
            if (reader == null) return new AtlasFrame[0];
            int countOffset = reader.Offset;
            long count = reader.Varint();
            if (count > reader.Left / MinFrameSize) throw reader.Fail(count + " frames cannot fit in the bytes left", countOffset);
            var frames = new AtlasFrame[count];
            for (int i = 0; i < count; i++)
            {
                int index = i;
                frames[i] = reader.InRecord(() => ReadFrame(reader, index, width, height));
            }
            if (reader.Left > 0) throw reader.Fail("bytes follow the last frame");
            return frames;
        }

        /// <summary>9: the pixels, as the codec says (each codec checks the size against its data before allocating
        /// them).</summary>
        static ulong[] ReadPixels(byte[] bytes, SectionTable sections, int width, int height)
        {
            int start = sections.Start(SectionMask), end = sections.End(SectionMask);
            return sections.Codec == CodecRuns
                ? DecodeRunLengths(bytes, start + 1, end, width, height)
                : TransitionDecoder.Decode(bytes, start + 1, end - start - 1, width, height);
        }

        /// <summary>11: OUTL's settings and regions, checked; null without the section. The regions are decoded
        /// again from a copy of their bytes when first asked for (<see cref="Outlines.Regions"/>).</summary>
        static Outlines ReadOutlines(SectionTable sections, int width, int height)
        {
            var reader = sections.Payload(SectionOutlines);
            if (reader == null) return null;
            var settings = ReadOutlineSettings(reader);
            var kept = Kept(sections, SectionOutlines, reader.Offset);
            ReadRegions(reader, 16L * width, 16L * height, settings.MaxVertices);
            if (reader.Left > 0) throw reader.Fail("bytes follow the last region");
            return settings.WithRegions(
                () => ReadRegions(new Fields(kept, 0, kept.Length, "OUTL"), 16L * width, 16L * height, settings.MaxVertices));
        }

        /// <summary>12: each frame's outlines under FOUT's shared settings, checked, and kept as OUTL's are; null
        /// without the section.</summary>
        static Outlines[] ReadFrameOutlines(SectionTable sections, IReadOnlyList<AtlasFrame> frames)
        {
            var reader = sections.Payload(SectionFrameOutlines);
            if (reader == null) return null;
            if (!sections.Has(SectionFrames)) throw reader.Fail("frame outlines without a FRAM section");
            var settings = ReadOutlineSettings(reader);
            int first = reader.Offset;
            var kept = Kept(sections, SectionFrameOutlines, first);
            var frameOutlines = new Outlines[frames.Count];
            for (int i = 0; i < frames.Count; i++)
            {
                int start = reader.Offset - first;
                long maxX = 16 * frames[i].SourceWidth, maxY = 16 * frames[i].SourceHeight;
                ReadRegions(reader, maxX, maxY, settings.MaxVertices);
                frameOutlines[i] = settings.WithRegions(
                    () => ReadRegions(new Fields(kept, start, kept.Length, "FOUT"), maxX, maxY, settings.MaxVertices));
            }
            if (reader.Left > 0) throw reader.Fail("bytes follow the last frame's regions");
            return frameOutlines;
        }

        /// <summary>A copy of a section's bytes from `start` to its end: what decodes its regions later, without
        /// keeping the whole file.</summary>
        static byte[] Kept(SectionTable sections, int id, int start)
        {
            var kept = new byte[sections.End(id) - start];
            Array.Copy(sections.Bytes, start, kept, 0, kept.Length);
            return kept;
        }

        static PixelRect[] ReadRects(Fields reader, long limitWidth, long limitHeight, string what)
        {
            int countOffset = reader.Offset;
            long count = reader.Varint();
            if (count > reader.Left / MinRectSize) throw reader.Fail(count + " " + what + " cannot fit in the bytes left", countOffset);
            var rects = new PixelRect[count];
            for (int i = 0; i < count; i++)
                rects[i] = reader.InRecord(() =>
                {
                    long x = reader.Varint(), y = reader.Varint(), w = reader.Varint(), h = reader.Varint();
                    if (w == 0 || h == 0 || x + w > limitWidth || y + h > limitHeight)
                        throw reader.Fail("rect (" + x + ", " + y + ", " + w + "×" + h + ") is empty or outside " + limitWidth + "×" + limitHeight);
                    return new PixelRect(x, y, w, h);
                });
            return rects;
        }

        static AtlasFrame ReadFrame(Fields reader, int index, int width, int height)
        {
            long nameLength = reader.Varint();
            if (nameLength == 0 || nameLength > reader.Left) throw reader.Fail("an empty name or one past the payload");
            string name = reader.Utf8((int)nameLength);
            var pageRect = new PixelRect(reader.Varint(), reader.Varint(), reader.Varint(), reader.Varint());
            if (pageRect.X + pageRect.Width > width || pageRect.Y + pageRect.Height > height)
                throw reader.Fail("frame " + Quoted(name) + ": its page rect lies outside the page");
            int flags = reader.U8();
            if ((flags & ~FrameFlags) != 0) throw reader.Fail("frame " + Quoted(name) + ": unknown flag bits");
            long trimX = reader.ZigZag(), trimY = reader.ZigZag();
            long sourceWidth = reader.Varint(), sourceHeight = reader.Varint();
            if (sourceWidth == 0 || sourceHeight == 0 || sourceWidth > MaxPixels / sourceHeight)
                throw reader.Fail("frame " + Quoted(name) + ": a source size of 0 or over 2^30 pixels");
            bool hasPivot = (flags & FrameHasPivot) != 0;
            double pivotX = 0, pivotY = 0;
            if (hasPivot)
            {
                pivotX = reader.F64();
                pivotY = reader.F64();
                if (double.IsNaN(pivotX) || double.IsInfinity(pivotX) || double.IsNaN(pivotY) || double.IsInfinity(pivotY))
                    throw reader.Fail("frame " + Quoted(name) + ": a pivot that is not finite");
            }
            var rects = ReadRects(reader, sourceWidth, sourceHeight, "frame rects");
            return new AtlasFrame(index, name, pageRect, flags & FrameRotation, trimX, trimY, sourceWidth, sourceHeight,
                hasPivot, pivotX, pivotY, rects);
        }

        static Outlines ReadOutlineSettings(Fields reader)
        {
            int modeOffset = reader.Offset;
            int mode = reader.U8();
            if (mode > MaxOutlineMode) throw reader.Fail("outline mode " + mode + " is not 0, 1 or 2", modeOffset);
            int epsilonOffset = reader.Offset;
            long epsilon16 = reader.Varint();
            if (epsilon16 > MaxEpsilon16) throw reader.Fail("tolerance " + epsilon16 + "/16 px exceeds 64 px", epsilonOffset);
            int limitOffset = reader.Offset;
            long maxVertices = reader.Varint();
            if (maxVertices < MinPieceVertices || maxVertices > MaxPieceVertices)
                throw reader.Fail("max vertices " + maxVertices + " is outside 3...255", limitOffset);
            long minArea256 = reader.Varint();
            return new Outlines(mode, (int)epsilon16, (int)maxVertices, minArea256, () => new OutlineRegion[0]);
        }

        /// <summary>A count of regions, then the regions: points running from (0, 0) through them all.</summary>
        static OutlineRegion[] ReadRegions(Fields reader, long maxX, long maxY, int maxVertices)
        {
            int countOffset = reader.Offset;
            long count = reader.Varint();
            if (count > reader.Left / MinRegionSize) throw reader.Fail(count + " regions cannot fit in the bytes left", countOffset);
            var regions = new OutlineRegion[count];
            long x = 0, y = 0;
            for (int r = 0; r < count; r++)
                regions[r] = reader.InRecord(() =>
                {
                    long ringCount = reader.Varint();
                    if (ringCount == 0 || ringCount > reader.Left / MinRingSize) throw reader.Fail("a ring count of " + ringCount);
                    var rings = new OutlinePoint[ringCount][];
                    long pointCount = 0;
                    for (int i = 0; i < ringCount; i++)
                    {
                        long n = reader.Varint();
                        if (n < MinRingPoints || n > reader.Left / MinPointSize) throw reader.Fail("a ring of " + n + " points");
                        var ring = new OutlinePoint[n];
                        for (int k = 0; k < n; k++)
                        {
                            x += reader.ZigZag();
                            y += reader.ZigZag();
                            if (x < 0 || x > maxX || y < 0 || y > maxY) throw reader.Fail("a point outside the image");
                            ring[k] = new OutlinePoint(x, y);
                        }
                        pointCount += n;
                        rings[i] = ring;
                    }
                    long pieceCount = reader.Varint();
                    if (pieceCount == 0 || pieceCount > reader.Left / MinPieceSize) throw reader.Fail("a piece count of " + pieceCount);
                    var pieces = new int[pieceCount][];
                    long index = 0;
                    for (int p = 0; p < pieceCount; p++)
                    {
                        long k = reader.Varint();
                        if (k < MinPieceVertices || k > maxVertices) throw reader.Fail("a piece of " + k + " vertices");
                        var piece = new int[k];
                        for (int v = 0; v < k; v++)
                        {
                            index += reader.ZigZag();
                            if (index < 0 || index >= pointCount) throw reader.Fail("a piece vertex " + index + " outside the region's points");
                            piece[v] = (int)index;
                        }
                        pieces[p] = piece;
                    }
                    return new OutlineRegion(rings, pieces);
                });
            return regions;
        }

        /// <summary>10: DIST's field of (width + 30) × (height + 30) squared distances, or null without the
        /// section.</summary>
        static byte[] ReadDistanceField(byte[] bytes, SectionTable sections, int width, int height)
        {
            if (!sections.Has(SectionDistance)) return null;
            int start = sections.Start(SectionDistance), end = sections.End(SectionDistance);
            long count = (width + 2L * DistanceMargin) * (height + 2L * DistanceMargin);
            if (count > MaxFieldValues) throw Corrupt("DIST", start, "a field of " + count + " values exceeds 2^26");
            if (start == end) throw Corrupt("DIST", start, "an empty distance field");
            var tokens = new Fields(bytes, start, end, "DIST");
            var field = new byte[count];
            long filled = 0;
            while (filled < count)
            {
                filled = tokens.InRecord(() =>
                {
                    long t = tokens.Varint();
                    long n = (t >> 1) + 1;
                    if (n > count - filled) throw tokens.Fail("a token of " + n + " values where " + (count - filled) + " are missing");
                    if ((t & 1) == 1)
                    {
                        byte value = (byte)tokens.U8();
                        for (long i = 0; i < n; i++) field[filled + i] = value;
                    }
                    else
                    {
                        if (n > tokens.Left) throw tokens.Fail("a literal runs past the payload");
                        Array.Copy(bytes, tokens.Offset, field, filled, n);
                        tokens.Offset += (int)n;
                    }
                    return filled + n;
                });
            }
            if (tokens.Left > 0) throw tokens.Fail("bytes follow the last token");
            return field;
        }

        // -------------------------------------------------------------------------------------------------------
        // Pixels

        /// <summary>Pixels start … start + count − 1 of the row-major stream turn solid.</summary>
        static void SetSolid(ulong[] bits, long start, long count)
        {
            if (count <= 0) return;
            long end = start + count, first = start >> 6, last = (end - 1) >> 6;
            ulong head = ulong.MaxValue >> (int)(start & 63), tail = ulong.MaxValue << (int)(63 - ((end - 1) & 63));
            if (first == last)
            {
                bits[first] |= head & tail;
                return;
            }
            bits[first] |= head;
            for (long i = first + 1; i < last; i++) bits[i] = ulong.MaxValue;
            bits[last] |= tail;
        }

        static ulong[] NewBits(long width, long height) => new ulong[(width * height + 63) / 64 + 1];

        /// <summary>Codec 1: run lengths, summed to exactly width × height before anything is allocated.</summary>
        static ulong[] DecodeRunLengths(byte[] bytes, int start, int end, int width, int height)
        {
            long total = (long)width * height, covered = 0;
            var runs = new Fields(bytes, start, end, "MASK");
            while (runs.Left > 0)
            {
                int runOffset = runs.Offset;
                long run = runs.Varint();
                if (run > total - covered) throw runs.Fail("the runs cover more than the mask", runOffset);
                covered += run;
            }
            if (covered != total) throw Corrupt("MASK", end, "the runs cover " + covered + " of " + total + " pixels");
            var bits = NewBits(width, height);
            runs.Offset = start;
            long index = 0;
            bool solid = false;
            while (runs.Left > 0)
            {
                long run = runs.Varint();
                if (solid) SetSolid(bits, index, run);
                index += run;
                solid = !solid;
            }
            return bits;
        }

        /// <summary>Codec 3: each row's changes against the row above, in CCITT G4's modes, every decision read with
        /// an adaptive binary range coder (FORMAT.md, "Codec 3: transitions").</summary>
        sealed class TransitionDecoder
        {
            // The models, in one table at these offsets, and each group's starting percentage.
            const int V0 = 0, Pass = 162, Horizontal = 324, Negative = 486, Magnitude1 = 648, Magnitude2 = 972;
            const int Lengths = 1296, Top = Lengths + 4 * 17 * 32, ModelCount = Top + 4 * 17 * 32;
            static readonly int[] GroupStarts = { V0, Pass, Horizontal, Negative, Magnitude1, Magnitude2, Lengths };
            static readonly int[] GroupPercents = { 58, 87, 81, 46, 23, 30 };
            static readonly int[] LengthPercents = { 3, 19, 24, 33, 45, 57, 72, 77, 83 };
            const int LaterLengthPercent = 93, TopPercent = 62;
            // "Ending and limits": a decision costs at least 0.00141 bits, so n bytes pay for 5,700 n + 32,768.
            const long DecisionsPerByte = 5700, DecisionsFree = 32768;
            static readonly uint[] Rates = MakeRates();

            static uint[] MakeRates()
            {
                var rates = new uint[63];
                for (int k = 0; k < 63; k++) rates[k] = (uint)Math.Floor(65536 / (k + 1.5) + 0.5);
                return rates;
            }

            readonly byte[] bytes;
            readonly int data, length;
            readonly uint[] p = new uint[ModelCount];
            readonly byte[] n = new byte[ModelCount];
            readonly bool[] startedRuns = new bool[4 * 17];
            uint range = 0xFFFFFFFFu, code;
            int position = 5;
            long budget;

            TransitionDecoder(byte[] bytes, int data, int length, long budget)
            {
                this.bytes = bytes;
                this.data = data;
                this.length = length;
                this.budget = budget;
                code = (uint)(bytes[data + 1] << 24 | bytes[data + 2] << 16 | bytes[data + 3] << 8 | bytes[data + 4]);
                for (int g = 0; g < GroupPercents.Length; g++)
                    for (int i = GroupStarts[g]; i < GroupStarts[g + 1]; i++)
                    {
                        p[i] = (uint)(GroupPercents[g] * 65536 / 100);
                        n[i] = 1;
                    }
            }

            HitMaskException Fail(string reason) => Corrupt("MASK", data + Math.Min(position, length), reason);

            void Normalize()
            {
                while (range < 0x1000000u)
                {
                    if (position == length) throw Fail("the coded data ends early");
                    range <<= 8;
                    code = (code << 8) | bytes[data + position++];
                }
            }

            /// <summary>One decision with the adaptive model i.</summary>
            int Decide(int i)
            {
                if (--budget < 0) throw Fail("takes more decisions than its size allows");
                uint prob = p[i];
                int count = n[i];
                uint bound = (range >> 16) * prob;
                int bit;
                if (code < bound)
                {
                    range = bound;
                    bit = 0;
                    prob += ((65536 - prob) * Rates[count]) >> 16;
                    if (prob > 65472) prob = 65472;
                }
                else
                {
                    code -= bound;
                    range -= bound;
                    bit = 1;
                    prob -= (prob * Rates[count]) >> 16;
                    if (prob < 64) prob = 64;
                }
                p[i] = prob;
                if (count < 62) n[i] = (byte)(count + 1);
                if (range < 0x1000000u) Normalize();
                return bit;
            }

            /// <summary>One decision with both values equally likely.</summary>
            int DecideEven()
            {
                if (--budget < 0) throw Fail("takes more decisions than its size allows");
                range >>= 1;
                int bit = 0;
                if (code >= range)
                {
                    code -= range;
                    bit = 1;
                }
                if (range < 0x1000000u) Normalize();
                return bit;
            }

            /// <summary>A horizontal run's length, in the models of (colour, which run, predicted length's bits).</summary>
            long Run(int colour, int which, long predicted)
            {
                int predictedBits = 0;
                for (long v = predicted + 1; v > 0; v >>= 1) predictedBits++;
                predictedBits = Math.Min(16, predictedBits);
                int context = (colour * 2 + which) * 17 + predictedBits, baseIndex = context * 32;
                if (!startedRuns[context])
                {
                    startedRuns[context] = true;
                    for (int k = 0; k < 32; k++)
                    {
                        p[Lengths + baseIndex + k] = (uint)((k < 9 ? LengthPercents[k] : LaterLengthPercent) * 65536 / 100);
                        p[Top + baseIndex + k] = (uint)(TopPercent * 65536 / 100);
                        n[Lengths + baseIndex + k] = 1;
                        n[Top + baseIndex + k] = 1;
                    }
                }
                int bitsLength = 1;
                while (bitsLength < 31 && Decide(Lengths + baseIndex + bitsLength - 1) == 1) bitsLength++;
                if (bitsLength == 1) return 0;
                long value = 2 + Decide(Top + baseIndex + bitsLength - 1);
                for (int k = 0; k < bitsLength - 2; k++) value = 2 * value + DecideEven();
                return value - 1;
            }

            public static ulong[] Decode(byte[] bytes, int data, int length, int width, int height)
            {
                if (length < 5 || bytes[data] != 0)
                    throw Corrupt("MASK", data, "the transition data does not start as a range coder does");
                long budget = DecisionsPerByte * length + DecisionsFree;
                if (height > budget) throw Corrupt("MASK", data, "too many rows for the coded data");
                var bits = NewBits(width, height);
                new TransitionDecoder(bytes, data, length, budget).DecodeRows(bits, width, height);
                return bits;
            }

            void DecodeRows(ulong[] bits, int w, int height)
            {
                // The reference row and the row being decoded: changes, then three sentinels w, with the category
                // each change was coded in (8 for the sentinels). A change takes a decision, so a row holds at most
                // min(w, budget) of them.
                int room = (int)Math.Min(w, budget) + 3;
                int[] reference = new int[room], row = new int[room];
                byte[] referenceCategory = new byte[room], rowCategory = new byte[room];
                for (int k = 0; k < 3; k++) { reference[k] = w; referenceCategory[k] = 8; }
                for (int y = 0; y < height; y++)
                {
                    int count = 0, a0 = -1, colour = 0, j = 0;
                    while (a0 < w)
                    {
                        while (j > 0 && reference[j - 1] > a0) j--;
                        while (reference[j] <= a0 || (j & 1) != colour) j++;
                        int b1 = reference[j], b2 = reference[j + 1];
                        int gap = b2 - b1, distance = b1 - a0;
                        int span = gap <= 1 ? 0 : gap <= 3 ? 1 : 2;
                        int near = distance <= 1 ? 0 : distance <= 4 ? 1 : 2;
                        int ctx = ((referenceCategory[j] * 3 + span) * 3 + near) * 2 + colour;
                        int d;
                        if (Decide(V0 + ctx) == 1)
                        {
                            d = 0;
                        }
                        else if (Decide(Pass + ctx) == 1)
                        {
                            if (!(b2 < w)) throw Fail("row " + y + ": a pass past the row's end");
                            a0 = b2;
                            continue;
                        }
                        else if (Decide(Horizontal + ctx) == 1)
                        {
                            int begin = a0 > 0 ? a0 : 0;
                            long r1 = Run(colour, 0, b1 - begin);
                            if (!(r1 <= w - begin && (r1 >= 1 || a0 < 0))) throw Fail("row " + y + ": a first run that does not fit");
                            int a1 = begin + (int)r1;
                            long r2 = Run(1 - colour, 1, b2 - b1);
                            if (!(r2 <= w - a1 && (r2 >= 1 || a1 == w))) throw Fail("row " + y + ": a second run that does not fit");
                            int a2 = a1 + (int)r2;
                            if (a1 < w) { row[count] = a1; rowCategory[count++] = 7; }
                            if (a2 < w) { row[count] = a2; rowCategory[count++] = 7; }
                            a0 = a2;
                            continue;
                        }
                        else
                        {
                            int negative = Decide(Negative + ctx);
                            int s = ctx * 2 + negative;
                            int m = Decide(Magnitude1 + s) == 1 ? 1 : Decide(Magnitude2 + s) == 1 ? 2 : 3;
                            d = negative == 1 ? -m : m;
                        }
                        // A vertical change, d pixels from b1.
                        int change = b1 + d;
                        if (!(a0 < change && change <= w)) throw Fail("row " + y + ": a vertical change outside the row");
                        if (change < w) { row[count] = change; rowCategory[count++] = (byte)(d + 3); }
                        a0 = change;
                        colour = 1 - colour;
                    }
                    // The row's pixels: solid from c0 to c1 − 1, c2 to c3 − 1, …, and from the last change to w − 1.
                    long rowStart = (long)y * w;
                    for (int k = 0; k < count; k += 2) SetSolid(bits, rowStart + row[k], (k + 1 < count ? row[k + 1] : w) - row[k]);
                    for (int k = 0; k < 3; k++) { row[count + k] = w; rowCategory[count + k] = 8; }
                    var swap = reference; reference = row; row = swap;
                    var swapCategory = referenceCategory; referenceCategory = rowCategory; rowCategory = swapCategory;
                }
                if (position != length) throw Fail("bytes are left after the last row");
            }
        }
    }
}

// MIT License
//
// Copyright (c) 2026 HitMask authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
