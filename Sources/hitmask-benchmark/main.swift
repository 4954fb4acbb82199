// hitmask-benchmark FOLDER [--threshold T] [--scratch DIR] [--large SIDE | --no-large] [--queries-only | --sizes-only | --readers-only | --tolerance-only | --overlaps-only | --outlines-only | --generation-only]
//
// Prints a table of ratios against baselines measured in the same run, over every PNG under FOLDER:
// - size: the MASK sections against the same masks saved as the smallest 1-bit PNGs libpng can make, and as
//   Pillow's optimize=True writes them;
// - memory: a loaded mask against the full RGBA copy run-time alpha tests keep;
// - load time: HitMask(bytes:) against decoding the source PNGs with libpng's simplified API (the run-time
//   approach);
// - incremental: a no-op rerun of `hitmask generate` against the full run, and --jobs 1 against the default;
// - generation: the hitmask CLI against a floor of libpng decoding plus writing the files, `hitmask verify`
//   against decoding, and a SIDE × SIDE transparent PNG (default 20000): time and peak memory;
// - queries: view-space hit tests against pixel lookups, and a 10,000-sprite scene against scanning every sprite;
// - overlaps: the overlap area of pairs of sprites in Swift and C, against pygame's Mask.overlap_area on the same
//   pairs (pygame from PyPI).
import CHitMask
import CHitMaskBenchmarkPNG
import Foundation
import HitMask
import HitMaskEncoding
import HitMaskGenerator

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first else {
    print(
        "usage: hitmask-benchmark FOLDER [--threshold T] [--scratch DIR] [--large SIDE | --no-large] [--queries-only | --sizes-only | --readers-only | --tolerance-only | --overlaps-only | --outlines-only | --generation-only]"
    )
    exit(2)
}
var threshold = AlphaThreshold(0)
if let index = arguments.firstIndex(of: "--threshold"), index + 1 < arguments.endIndex,
    let parsed = AlphaThreshold(parsing: arguments[index + 1])
{
    threshold = parsed
}

let assets: [SourceAsset]
do {
    assets = try AssetScanner.assets(in: folder)
} catch {
    print("hitmask-benchmark: \(error)")
    exit(1)
}

struct Totals {
    var files = 0, failed = 0, transparent = 0, pixels = 0
    var baselinePNG = 0, pillowPNG = 0, maskSections = 0, hitmaskFiles = 0, rects = 0
    /// MASK section bytes (codec byte included) when every file uses this codec.
    var perCodec: [MaskCodec: Int] = [:]
}
var totals = Totals()
var sources: [[UInt8]] = []
var sourcePaths: [String] = []
var masks: [[UInt8]] = []
var spriteMasks: [HitMask] = []
var spriteFiles: [[UInt8]] = []  // the files of spriteMasks, for the other readers' overlap rows
let options = GenerationOptions(threshold: threshold)
let generationStart = ContinuousClock.now
for asset in assets {
    guard let data = FileManager.default.contents(atPath: asset.sourcePath) else { continue }
    let source = [UInt8](data)
    guard let generated = try? MaskGenerator.generate(pngBytes: source, fileName: asset.relativePath, options: options)
    else {
        totals.failed += 1
        continue
    }
    sources.append(source)
    sourcePaths.append(asset.sourcePath)
    masks.append(generated.fileBytes)
    totals.files += 1
    totals.transparent += generated.mask.sourceHasAlpha ? 1 : 0
    totals.pixels += generated.mask.width * generated.mask.height
    totals.maskSections += generated.mask.maskByteCount
    totals.hitmaskFiles += generated.fileBytes.count
    totals.rects += generated.mask.rects.count
    if generated.mask.sourceHasAlpha, generated.mask.solidPixelCount > 0, generated.mask.width <= 256,
        generated.mask.height <= 256
    {
        spriteMasks.append(generated.mask)
        spriteFiles.append(generated.fileBytes)
    }
}
let generationTime = ContinuousClock.now - generationStart
if arguments.contains("--queries-only") {
    QueryBenchmarks.run(masks: spriteMasks)
    exit(0)
}
if arguments.contains("--outlines-only") {
    OutlineBenchmarks.run(folder: folder, sources: Array(zip(sources, sourcePaths)).map { ($0, $1) }, options: options)
    exit(0)
}
if arguments.contains("--overlaps-only") {
    OverlapBenchmarks.run(sprites: spriteMasks, files: spriteFiles)
    exit(0)
}
if arguments.contains("--tolerance-only") {
    ToleranceBenchmarks.run(files: masks, sprites: spriteMasks)
    exit(0)
}
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The fastest of several runs, so a busy moment on the machine does not count.
func fastest(_ runs: Int = 5, _ body: () -> Void) -> Duration {
    (0..<runs).map { _ in
        let start = ContinuousClock.now
        body()
        return ContinuousClock.now - start
    }.min()!
}
if arguments.contains("--profile-generation") {
    // Generation's stages, each over every source, for finding where its time goes.
    var decoded: [PackedBits] = []
    let decode = fastest(3) {
        decoded = sources.map {
            (try? PNGMaskDecoder.decode(pngBytes: $0, threshold: threshold.value).bits)
                ?? PackedBits(width: 1, height: 1)
        }
    }
    let floor = fastest(3) {
        for source in sources { _ = source.withUnsafeBufferPointer { hmb_simplified_decode($0.baseAddress, $0.count) } }
    }
    let rects = fastest(3) {
        for bits in decoded { _ = ShapeRectBuilder.rects(for: bits, grid: options.rectGrid, mode: options.rectMode) }
    }
    let encode = fastest(3) { for bits in decoded { _ = MaskEncoder.encode(bits) } }
    let encodeWithRects = fastest(3) {
        for bits in decoded { _ = MaskEncoder.encodeWithRects(bits, grid: options.rectGrid, mode: options.rectMode) }
    }
    let transitions = fastest(3) { for bits in decoded { _ = MaskEncoder.payload(bits, codec: .transitions) } }
    let digest = fastest(3) { for source in sources { _ = XXH64.digest(source) } }
    let bounds = fastest(3) { for bits in decoded { _ = bits.boundingBox() } }
    for (name, time) in [
        ("libpng simplified decode", floor), ("PNGMaskDecoder", decode), ("shape rects", rects),
        ("encode (both codecs)", encode), ("  transitions only", transitions),
        ("encode and shape rects, one scan", encodeWithRects), ("XXH64", digest),
        ("bounding box", bounds),
    ] {
        print(name.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: "%8.4f s", seconds(time)))
    }
    exit(0)
}
/// Where runs write their outputs: `--scratch DIR` (a tmpfs such as /dev/shm keeps the file system's own state out
/// of the generation ratios), or the temporary folder.
func scratchFolder() -> URL {
    var base = FileManager.default.temporaryDirectory
    if let index = arguments.firstIndex(of: "--scratch"), index + 1 < arguments.endIndex {
        base = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
    }
    return base.appendingPathComponent("hitmask-benchmark-\(UUID().uuidString)")
}
if arguments.contains("--generation-only") {
    let scratch = scratchFolder()
    GenerationBenchmarks.run(
        folder: folder, sourcePaths: sourcePaths, maskFiles: masks, options: options, scratch: scratch, largeSide: nil)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}
/// The same masks, each file written with one codec only, to time each codec's loading.
var singleCodecFiles: [MaskCodec: [[UInt8]]] = [:]
/// The same masks as 1-bit PNGs saved the way Pillow saves them, to time reading masks kept in that format.
var pillowPNGs: [[UInt8]] = []
for fileBytes in masks {
    let mask = try! HitMask(bytes: fileBytes)
    totals.baselinePNG += OneBitPNGBaseline.smallestSize(mask.bits)
    if let png = OneBitPNGBaseline.pillowStyle(mask.bits) {
        totals.pillowPNG += png.count
        pillowPNGs.append(png)
    }
    let header = HitMaskHeader(
        width: mask.width, height: mask.height, scale: mask.scale, threshold: mask.threshold,
        sourceHasAlpha: mask.sourceHasAlpha, rectMode: mask.rectMode, rectGrid: mask.rectGrid)
    for codec in MaskCodec.allCases {
        let payload = MaskEncoder.payload(mask.bits, codec: codec)
        // +1: the codec byte that every MASK section carries.
        totals.perCodec[codec, default: 0] += 1 + payload.count
        singleCodecFiles[codec, default: []].append(
            HitMaskWriter.fileBytes(
                header: header, codec: codec, maskPayload: payload, rects: mask.rects, source: mask.source!))
    }
}

if arguments.contains("--sizes-only") {
    for codec in MaskCodec.allCases {
        let bytes = totals.perCodec[codec] ?? 0
        print(
            "\(codec): \(bytes) bytes, \(String(format: "%.4f", Double(bytes) / Double(totals.baselinePNG))) of the smallest 1-bit PNGs, \(String(format: "%.4f", Double(bytes) / Double(totals.pillowPNG))) of Pillow's"
        )
    }
    exit(0)
}

/// Loads every mask with hitmask.h: open, then decode with its allocator.
func loadWithTheCReader(_ masks: [[UInt8]]) {
    for bytes in masks {
        bytes.withUnsafeBytes { raw in
            var file = hm_file()
            var bits: UnsafeMutablePointer<UInt8>?
            if hm_open(raw.baseAddress, raw.count, &file) == HM_OK, hm_decode(&file, &bits) == HM_OK { free(bits) }
        }
    }
}

if arguments.contains("--readers-only") {
    // The C reader and the readers in other languages alone, on the same masks (the rows of "load" below).
    let cTime = fastest { loadWithTheCReader(masks) }
    print(
        String(
            format: "hitmask.h: hm_open + hm_decode: %.4f s, %.0f Mpx/s", seconds(cTime),
            Double(totals.pixels) / seconds(cTime) / 1e6))
    for (reader, outcome) in OtherReaderLoading.outcomes(loading: masks) {
        guard case .measured(let numbers) = outcome, let time = numbers.first else {
            if case .notMeasured(let reason) = outcome { print("\(reader.name): not measured: \(reason)") }
            continue
        }
        print(
            String(
                format: "\(reader.name): %.4f s, %.0f Mpx/s, %.2f× the C reader's time", time,
                Double(totals.pixels) / time / 1e6, time / seconds(cTime)))
    }
    exit(0)
}

if let index = arguments.firstIndex(of: "--profile-load"), index + 1 < arguments.endIndex,
    let codec = MaskCodec.allCases.first(where: { "\($0)" == arguments[index + 1] })
{
    // Only loads, for a profiler: every mask coded with one codec, loaded 50 times. The fastest pass is the
    // steadier figure on a busy machine; the average includes what the machine did meanwhile.
    let files = singleCodecFiles[codec] ?? []
    let start = ContinuousClock.now
    let best = fastest(50) { for bytes in files { _ = try? HitMask(bytes: bytes) } }
    let average = (ContinuousClock.now - start) / 50
    print(
        "\(codec): \(String(format: "%.0f", Double(totals.pixels) / seconds(best) / 1e6)) Mpx/s in the fastest pass, "
            + "\(String(format: "%.0f", Double(totals.pixels) / seconds(average) / 1e6)) Mpx/s on average"
    )
    exit(0)
}
let loadTime = fastest {
    for bytes in masks { _ = try? HitMask(bytes: bytes) }
}
let decodeTime = fastest {
    for source in sources {
        _ = source.withUnsafeBufferPointer { hmb_simplified_decode($0.baseAddress, $0.count) }
    }
}

func row(_ name: String, _ value: String, _ ratio: Double) {
    print(
        name.padding(toLength: 56, withPad: " ", startingAt: 0)
            + String(repeating: " ", count: max(0, 14 - value.count)) + value
            + String(format: "%12.3f", ratio))
}

func header(_ title: String, _ columns: String) {
    print(
        title.padding(toLength: 56, withPad: " ", startingAt: 0)
            + String(repeating: " ", count: max(0, 26 - columns.count)) + columns)
}

print("HitMask benchmark: \(folder)")
print(
    "\(totals.files) PNGs (\(totals.transparent) with transparency), \(totals.failed) refused, "
        + "\(totals.pixels) pixels, threshold \(threshold)")
print("")
header("size", "bytes  vs 1-bit PNG")
row("smallest 1-bit PNGs (baseline)", "\(totals.baselinePNG)", 1)
row(
    "MASK sections (smaller codec per file)", "\(totals.maskSections)",
    Double(totals.maskSections) / Double(totals.baselinePNG))
for codec in MaskCodec.allCases {
    let bytes = totals.perCodec[codec] ?? 0
    row("  \(codec) codec only", "\(bytes)", Double(bytes) / Double(totals.baselinePNG))
}
row(
    "whole .hitmask files (+ rects, digest)", "\(totals.hitmaskFiles)",
    Double(totals.hitmaskFiles) / Double(totals.baselinePNG))
print("")
header("size", "bytes  vs Pillow PNG")
row("1-bit PNGs as Pillow optimize=True writes them", "\(totals.pillowPNG)", 1)
row(
    "MASK sections (smaller codec per file)", "\(totals.maskSections)",
    Double(totals.maskSections) / Double(totals.pillowPNG))
row("whole .hitmask files", "\(totals.hitmaskFiles)", Double(totals.hitmaskFiles) / Double(totals.pillowPNG))
print("")
header("memory", "bytes  vs RGBA copy")
row("RGBA copy (baseline)", "\(totals.pixels * 4)", 1)
row(
    "loaded masks (1 bit per pixel)", "\((totals.pixels + 7) / 8)",
    Double((totals.pixels + 7) / 8) / Double(totals.pixels * 4))
print("")
header("load", "seconds   vs decoding")
row("libpng simplified decode of the sources (baseline)", String(format: "%.4f", seconds(decodeTime)), 1)
row("HitMask(bytes:) of the masks", String(format: "%.4f", seconds(loadTime)), seconds(loadTime) / seconds(decodeTime))
print(String(format: "  %.0f Mpx/s", Double(totals.pixels) / seconds(loadTime) / 1e6))
LoadProfile.printHalves(masks: masks, paths: sourcePaths)
// The same masks kept as 1-bit PNGs instead: libpng reading their rows packed, the least any reader of them does.
let pillowPNGTime = fastest {
    for png in pillowPNGs { _ = png.withUnsafeBufferPointer { hmb_decode_packed_rows($0.baseAddress, $0.count) } }
}
row(
    "1-bit PNGs of the masks (Pillow's, "
        + String(format: "%.1f", Double(totals.pillowPNG) / Double(totals.maskSections)) + "× the bytes)",
    String(format: "%.4f", seconds(pillowPNGTime)), seconds(pillowPNGTime) / seconds(decodeTime))
print(
    String(
        format: "  %.0f Mpx/s (%.2f× the Swift reader's time)", Double(totals.pixels) / seconds(pillowPNGTime) / 1e6,
        seconds(pillowPNGTime) / seconds(loadTime)))
// The C reader (hitmask.h) on the same files: open, then decode with its allocator.
let cLoadTime = fastest { loadWithTheCReader(masks) }
row(
    "hitmask.h: hm_open + hm_decode of the masks", String(format: "%.4f", seconds(cLoadTime)),
    seconds(cLoadTime) / seconds(decodeTime))
print(
    String(
        format: "  %.0f Mpx/s (%.2f× the Swift reader's time)", Double(totals.pixels) / seconds(cLoadTime) / 1e6,
        seconds(cLoadTime) / seconds(loadTime)))
// The readers in other languages on the same files, each in its own runtime (when installed), timed as the C reader.
for (reader, outcome) in OtherReaderLoading.outcomes(loading: masks) {
    guard case .measured(let numbers) = outcome, let time = numbers.first else {
        if case .notMeasured(let reason) = outcome { print("  \(reader.name): not measured: \(reason)") }
        continue
    }
    row(reader.name, String(format: "%.4f", time), time / seconds(decodeTime))
    print(
        String(
            format: "  %.0f Mpx/s (%.2f× the C reader's time)", Double(totals.pixels) / time / 1e6,
            time / seconds(cLoadTime)))
}
for codec in MaskCodec.allCases {
    let files = singleCodecFiles[codec] ?? []
    let time = fastest { for bytes in files { _ = try? HitMask(bytes: bytes) } }
    row(
        "  every mask with the \(codec) codec", String(format: "%.4f", seconds(time)),
        seconds(time) / seconds(decodeTime))
    print(String(format: "    %.0f Mpx/s", Double(totals.pixels) / seconds(time) / 1e6))
}
print("")
print(
    "generation: \(String(format: "%.2f", seconds(generationTime))) s for \(totals.files) files; "
        + "\(totals.rects) shape rects (\(String(format: "%.1f", Double(totals.rects) / Double(max(1, totals.files)))) per file)"
)

// Incremental runs: a full run into an empty folder, then a rerun with nothing to do, then --jobs 1 elsewhere.
let scratch = scratchFolder()
defer { try? FileManager.default.removeItem(at: scratch) }
func batchRun(into outputFolder: String, jobs: Int? = nil) -> (BatchGenerator.Report, Duration) {
    var batch = BatchGenerator(outputDirectory: outputFolder, options: options)
    if let jobs { batch.jobs = jobs }
    let start = ContinuousClock.now
    let report = batch.run(inputs: [folder])
    return (report, ContinuousClock.now - start)
}
let parallelFolder = scratch.appendingPathComponent("jobs-default").path
let serialFolder = scratch.appendingPathComponent("jobs-1").path
let (fullReport, fullTime) = batchRun(into: parallelFolder)
let noOpTime = fastest(3) { _ = batchRun(into: parallelFolder) }
let (_, serialTime) = batchRun(into: serialFolder, jobs: 1)
let identical = AssetScanner.files(withSuffix: ".hitmask", under: parallelFolder).allSatisfy { path in
    let twin = serialFolder + path.dropFirst(parallelFolder.count)
    return FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: twin)
}
print("")
header(
    "incremental (\(fullReport.generatedCount) masks, \(ProcessInfo.processInfo.activeProcessorCount) jobs)",
    "seconds   vs full run")
row("full run into an empty folder (baseline)", String(format: "%.4f", seconds(fullTime)), 1)
row(
    "no-op rerun (everything up to date)", String(format: "%.4f", seconds(noOpTime)),
    seconds(noOpTime) / seconds(fullTime))
row("full run with --jobs 1", String(format: "%.4f", seconds(serialTime)), seconds(serialTime) / seconds(fullTime))
print(
    "outputs of --jobs 1 and --jobs \(ProcessInfo.processInfo.activeProcessorCount): \(identical ? "byte-identical" : "DIFFERENT")"
)

var largeSide: Int? = 20000
if arguments.contains("--no-large") { largeSide = nil }
if let index = arguments.firstIndex(of: "--large"), index + 1 < arguments.endIndex {
    largeSide = Int(arguments[index + 1])
}
GenerationBenchmarks.run(
    folder: folder, sourcePaths: sourcePaths, maskFiles: masks, options: options, scratch: scratch, largeSide: largeSide
)

if !spriteMasks.isEmpty {
    ToleranceBenchmarks.run(files: masks, sprites: spriteMasks)
    QueryBenchmarks.run(masks: spriteMasks)
    OverlapBenchmarks.run(sprites: spriteMasks, files: spriteFiles)
}
