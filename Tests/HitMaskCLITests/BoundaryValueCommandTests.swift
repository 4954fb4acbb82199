import Foundation
import HitMaskReader
import HitMaskTestSupport
import Testing

/// Every command that reads a `.hitmask` file, over every valid file at the edges of what FORMAT.md allows: the
/// conformance vectors (scales of 5e-324 and the largest double, pivots of ±1e308, trims of ±2^31, 2^30-pixel
/// frame sources, outline points past 2^31) and more scales besides. A valid file must never end a command with a
/// signal: whatever a number's value, it is printed, drawn or refused with a message.
@Suite("Every file-reading command survives valid files at every boundary")
struct BoundaryValueCommandTests {
    static let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Conformance/vectors")

    /// The valid vectors but the 2^30-pixel one (a full-size PNG of it alone takes a minute), plus the disc with
    /// scales whose quotients and integer conversions overflow.
    static func files(in folder: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: vectors.path)
            .filter { $0.hasPrefix("valid-") && $0.hasSuffix(".hitmask") && !$0.contains("32768") }.sorted()
        var files = names.map { vectors.appendingPathComponent($0).path }
        let disc = try [UInt8](Data(contentsOf: vectors.appendingPathComponent("valid-disc-transitions.hitmask")))
        let scales: [Double] = [.leastNonzeroMagnitude, .leastNormalMagnitude, 0x1p63, 0x1p64, 1e300, 0.1, 3]
        for (index, scale) in scales.enumerated() {
            var file = EditableMaskFile(disc)
            file.setFixedHeader(scale.bitPattern, at: 8, count: 8)
            let path = folder.appendingPathComponent("scale-\(index).hitmask").path
            try Data(file.bytes()).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        return files
    }

    @Test("inspect, inspect --json, verify, query and export: no signal, and a loaded file always answers")
    func everyCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitmask-boundary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.files(in: folder)
        let list = folder.appendingPathComponent("list.txt").path
        try Data(files.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: list))

        var runs: [[String]] = [
            ["inspect", "--files-from", list], ["inspect", "--json", "--files-from", list],
            ["verify", "--files-from", list],
        ]
        for (index, file) in files.enumerated() {
            let out = folder.appendingPathComponent("\(index)").path
            runs += [
                ["query", file, "1", "1", "--tolerance", "3"],
                ["query", file, "1", "1", "--tolerance", "-0.0"],  // a value, not an option
                ["query", file, "--tolerance", "1e308", "--", "-1e308", "1e308"],
                [
                    "export", file, "-o", out + ".png", "--outlines", out + ".json", "--svg", out + ".svg", "--picture",
                    out + "-picture.png",
                ],
            ]
            // The first and last frame by name, as a person would pick them from inspect.
            let mask = try HitMask(contentsOf: file)
            for name in Set([mask.frames.first?.name, mask.frames.last?.name].compactMap { $0 }) {
                runs += [
                    ["query", file, "0", "0", "--frame", name],
                    ["export", file, "--frame", name, "--outlines", out + "-frame.json"],
                ]
            }
        }
        let results = ConcurrentResults<Result<CommandResult, any Error>>(count: runs.count)
        let commands = runs
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            results.set(index, Result { try CommandRunner.run(commands[index]) })
        }
        for (arguments, result) in zip(runs, results.values) {
            let outcome = try result.get()
            #expect(!outcome.crashed, "\(arguments.joined(separator: " ")): \(outcome.standardError.suffix(300))")
            // Every file here is valid, so each command reads it; what it is asked to make may still be beyond a
            // limit (outlines of a 2^30-pixel sprite, a picture of 2^27 pixels), refused in one line naming the file
            // (the input, or the output that cannot be made).
            let lines = outcome.standardError.split(separator: "\n")
            let refused =
                outcome.status == 1 && lines.count == 1
                && arguments.contains { lines[0].hasPrefix("hitmask: error: \($0): ") }
            #expect(outcome.status == 0 || refused, "\(arguments.joined(separator: " ")): \(outcome.standardError)")
        }
        let inspected = try CommandRunner.run(["inspect", "--json", "--files-from", list])
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(inspected.standardOutput.utf8)) as? [[String: Any]])
        #expect(reports.count == files.count)
    }
}

/// Results filled in from concurrent work, one slot each.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }
    var values: [Value] { lock.withLock { slots.map { $0! } } }
}
