import Foundation
import HitMask

/// The overlap rows of the readers in other languages: each times its own overlap area and placed test on the same
/// pairs of the same files, by its script in docs/benchmarks/overlap, after checking every answer against the Swift
/// reader's; the rows show each per call and its ratio to the C reader's.
enum OverlapReaderRows {
    static let readers = [
        OtherReaderLoading.Reader(name: "hitmask.js (node)", command: ["node", "bench-overlap.mjs"]),
        OtherReaderLoading.Reader(name: "hitmask.lua (LuaJIT)", command: ["luajit", "bench-overlap.lua"]),
        OtherReaderLoading.Reader(name: "HitMask.cs (Mono)", command: ["bash", "bench-overlap-csharp.sh"]),
        OtherReaderLoading.Reader(name: "Godot 4 add-on (GDScript)", command: ["bash", "bench-overlap-godot4.sh"]),
    ]

    /// `placed`: b's matrix for each pair (a unplaced) and whether the two touch by the Swift reader.
    static func print(
        files: [[UInt8]], pairs: [OverlapBenchmarks.Pair], areas: [Int], placed: [(Transform2D, Bool)],
        cAreaPerCall: Double, cPlacedPerCall: Double
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitmask-overlap-readers-\(UUID().uuidString)")
        let errorsFolder = folder.appendingPathExtension("stderr")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: errorsFolder)
        }
        Swift.print("  the other readers, per call (× the C reader's time): overlap area; placed")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: errorsFolder, withIntermediateDirectories: true)
            for (index, bytes) in files.enumerated() {
                try Data(bytes).write(to: folder.appendingPathComponent(String(format: "%06d.hitmask", index)))
            }
            // Doubles printed with Swift's shortest round-trip form, which every script reads back exactly.
            let lines = zip(zip(pairs, areas), placed).map { pairArea, placement in
                let ((p, area), (m, touches)) = (pairArea, placement)
                return
                    "\(p.a) \(p.b) \(p.dx) \(p.dy) \(area) \(m.a) \(m.b) \(m.c) \(m.d) \(m.tx) \(m.ty) \(touches ? 1 : 0)"
            }
            try (lines.joined(separator: "\n") + "\n").write(
                to: folder.appendingPathComponent("pairs.txt"), atomically: true, encoding: .utf8)
        } catch {
            Swift.print("  not measured: the pairs could not be written to \(folder.path)")
            return
        }
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/benchmarks/overlap")
        for reader in readers {
            let outcome = OtherReaderLoading.run(
                [
                    "/usr/bin/env", reader.command[0], scripts.appendingPathComponent(reader.command[1]).path,
                    folder.path,
                ],
                runtime: reader.command[0], errorFile: errorsFolder.appendingPathComponent(reader.command[1]))
            guard case .measured(let numbers) = outcome, numbers.count >= 2 else {
                if case .notMeasured(let reason) = outcome {
                    Swift.print("  \(reader.name): not measured: \(reason)")
                } else {
                    Swift.print("  \(reader.name): not measured: its script printed one number, not two")
                }
                continue
            }
            Swift.print(
                "  " + reader.name.padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(
                        format: "%9.0f ns (%5.1f×); %9.0f ns (%5.1f×)", numbers[0] * 1e9, numbers[0] / cAreaPerCall,
                        numbers[1] * 1e9, numbers[1] / cPlacedPerCall))
        }
    }
}
