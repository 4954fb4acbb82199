import CHitMask
import Foundation
import HitMask

/// Sprites that touch: the Swift and C readers' overlap area at an offset, per call, on pairs of the corpus's
/// sprites, against pygame's `Mask.overlap_area` on the same pairs of the same masks in the same run (its script,
/// docs/benchmarks/overlap/bench-overlap-pygame.py, subtracts its own per-call cost, measured on 1×1 masks that do
/// not meet, and checks every area against the one given here).
enum OverlapBenchmarks {
    /// A pair: b's pixel (0, 0) on a's pixel (dx, dy).
    struct Pair {
        let a: Int, b: Int, dx: Int, dy: Int
    }

    /// Pairs of sprites, each b placed with its centre near a's (within a quarter of a's size), so that most pairs
    /// meet over a good part of their area, as sprites that a broad phase hands on do.
    static func pairs(of masks: [HitMask], count: Int) -> [Pair] {
        var random = BenchmarkRandom(seed: 54)
        return (0..<count).map { k in
            let a = k % masks.count, b = (k * 7 + 3) % masks.count
            let (ma, mb) = (masks[a], masks[b])
            let jitterX = Int((random.unit() - 0.5) * Double(ma.width) / 2)
            let jitterY = Int((random.unit() - 0.5) * Double(ma.height) / 2)
            return Pair(a: a, b: b, dx: (ma.width - mb.width) / 2 + jitterX, dy: (ma.height - mb.height) / 2 + jitterY)
        }
    }

    static func run(sprites masks: [HitMask], files: [[UInt8]]) {
        guard masks.count >= 2 else {
            print("overlap: fewer than two sprites in the corpus")
            return
        }
        let pairs = pairs(of: masks, count: 2_000)
        let areas = pairs.map { masks[$0.a].overlapArea(masks[$0.b], offsetX: $0.dx, offsetY: $0.dy) }
        var sink = 0
        let swiftTime = seconds(
            fastest { for p in pairs { sink &+= masks[p.a].overlapArea(masks[p.b], offsetX: p.dx, offsetY: p.dy) } })
        let cMasks = masks.map { mask in
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: mask.bits.bytes.count)
            _ = bytes.initialize(from: mask.bits.bytes)
            return hm_mask(
                width: UInt32(mask.width), height: UInt32(mask.height), bits: UnsafePointer(bytes.baseAddress))
        }
        defer { for mask in cMasks { UnsafeMutablePointer(mutating: mask.bits)?.deallocate() } }
        var cAreas: [Int] = []
        let cTime = seconds(
            fastest {
                cAreas = pairs.map { p in
                    var (a, b) = (cMasks[p.a], cMasks[p.b])
                    return Int(hm_overlap_area(&a, &b, Int64(p.dx), Int64(p.dy)))
                }
            })
        // The same sprites kept in columns, built once before the clock starts, as a game keeps its sprites.
        let kept = masks.map { OverlapMask($0) }
        let keptTime = seconds(
            fastest { for p in pairs { sink &+= kept[p.a].overlapArea(kept[p.b], offsetX: p.dx, offsetY: p.dy) } })
        let keptAreas = pairs.map { kept[$0.a].overlapArea(kept[$0.b], offsetX: $0.dx, offsetY: $0.dy) }
        let cColumns = cMasks.map { mask in
            var mask = mask
            let words = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, hm_columns_words(&mask, nil)))
            return hm_make_columns(&mask, nil, words)
        }
        defer { for columns in cColumns { UnsafeMutablePointer(mutating: columns.words)?.deallocate() } }
        var cKeptAreas: [Int] = []
        let cKeptTime = seconds(
            fastest {
                cKeptAreas = pairs.map { p in
                    var (a, b) = (cColumns[p.a], cColumns[p.b])
                    return Int(hm_columns_overlap_area(&a, &b, Int64(p.dx), Int64(p.dy)))
                }
            })
        let meeting = areas.filter { $0 > 0 }.count
        let pixels = pairs.map { min(masks[$0.a].width * masks[$0.a].height, masks[$0.b].width * masks[$0.b].height) }
            .reduce(0, +)
        print("")
        print(
            "overlap area of \(pairs.count) pairs of the corpus's sprites (up to 256 px a side; \(meeting) meet, "
                + "\(pixels / pairs.count) px in the smaller of each pair on average), per call:")
        precondition(
            cAreas == areas && keptAreas == areas && cKeptAreas == areas, "the C and Swift readers disagree")
        let perCall = [swiftTime, cTime, keptTime, cKeptTime].map { $0 / Double(pairs.count) }
        row("HitMask.overlapArea (Swift), masks as read", perCall[0])
        row("hm_overlap_area (C), masks as decoded", perCall[1])
        row("OverlapMask.overlapArea (Swift), kept in columns", perCall[2])
        row("hm_columns_overlap_area (C), kept in columns", perCall[3])
        // The placed path: the same pairs, b turned by 0.3 radians about its centre (no word path), as a whether.
        let turned = pairs.map { p -> (Transform2D, Transform2D) in
            let b = masks[p.b]
            let (cx, cy) = (Double(b.width) / 2, Double(b.height) / 2)
            let turn = Transform2D(translationX: -cx, y: -cy).concatenating(Transform2D(rotationAngle: 0.3))
                .concatenating(Transform2D(translationX: Double(p.dx) + cx, y: Double(p.dy) + cy))
            return (.identity, turn)
        }
        var placedSwift: [Bool] = [], placedC: [Bool] = []
        let placedTime = seconds(
            fastest {
                placedSwift = zip(pairs, turned).map { p, t in
                    masks[p.a].overlaps(masks[p.b], transform: t.0, otherTransform: t.1)
                }
            })
        let placedCTime = seconds(
            fastest {
                placedC = zip(pairs, turned).map { p, t in
                    var (a, b) = (cMasks[p.a], cMasks[p.b])
                    let ma = [t.0.a, t.0.b, t.0.c, t.0.d, t.0.tx, t.0.ty],
                        mb = [t.1.a, t.1.b, t.1.c, t.1.d, t.1.tx, t.1.ty]
                    return hm_placed_overlaps(&a, nil, ma, &b, nil, mb) != 0
                }
            })
        precondition(placedSwift == placedC, "the C and Swift readers disagree on placed sprites")
        print(
            "  placed, b turned 0.3 rad about its centre (\(placedSwift.filter { $0 }.count) of \(pairs.count) touch):")
        row("HitMask.overlaps(_:transform:otherTransform:)", placedTime / Double(pairs.count))
        row("hm_placed_overlaps (C)", placedCTime / Double(pairs.count))
        let keptBytes = cMasks.indices.map { k in
            var mask = cMasks[k]
            return hm_columns_words(&mask, nil) * 8
        }
        print(
            "  kept in columns: \(keptBytes.reduce(0, +) / masks.count) bytes a sprite on average, the masks' bits "
                + "\(masks.map { $0.bits.bytes.count }.reduce(0, +) / masks.count)")
        switch pygame(masks, pairs, areas) {
        case .measured(let numbers):
            let pygamePerCall = numbers[0]
            row("pygame Mask.overlap_area, its call cost taken off", pygamePerCall)
            print(
                String(
                    format: "  pygame's time ÷ Swift's %.2f, C's %.2f; kept in columns: Swift's %.2f, C's %.2f"
                        + " (above 1: HitMask is faster)",
                    pygamePerCall / perCall[0], pygamePerCall / perCall[1], pygamePerCall / perCall[2],
                    pygamePerCall / perCall[3]))
        case .notMeasured(let reason):
            print("pygame Mask.overlap_area: not measured: \(reason)")
        }
        OverlapReaderRows.print(
            files: files, pairs: pairs, areas: areas, placed: zip(turned, placedSwift).map { ($0.1, $1) },
            cAreaPerCall: perCall[1], cPlacedPerCall: placedCTime / Double(pairs.count))
        if sink == -1 { print(sink) }
    }

    static func row(_ name: String, _ perCall: Double) {
        print(
            "  " + name.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%8.0f ns", perCall * 1e9))
    }

    /// pygame's time per call on the same pairs: the masks written as PGMs (255 solid) with the pairs and their
    /// areas, for the script to build its masks from and check its answers against.
    private static func pygame(_ masks: [HitMask], _ pairs: [Pair], _ areas: [Int]) -> OtherReaderLoading.Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitmask-overlap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, mask) in masks.enumerated() {
                var bytes = Array("P5\n\(mask.width) \(mask.height)\n255\n".utf8)
                for y in 0..<mask.height {
                    for x in 0..<mask.width { bytes.append(mask.contains(x: x, y: y) ? 255 : 0) }
                }
                try Data(bytes).write(to: folder.appendingPathComponent(String(format: "%05d.pgm", index)))
            }
            let lines = zip(pairs, areas).map { "\($0.a) \($0.b) \($0.dx) \($0.dy) \($1)" }
            try (lines.joined(separator: "\n") + "\n").write(
                to: folder.appendingPathComponent("pairs.txt"), atomically: true, encoding: .utf8)
        } catch {
            return .notMeasured(reason: "the masks could not be written to \(folder.path)")
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/benchmarks/overlap/bench-overlap-pygame.py")
        return OtherReaderLoading.run(
            ["/usr/bin/env", "python3", script.path, folder.path], runtime: "python3",
            errorFile: folder.appendingPathExtension("stderr"))
    }
}
