import Foundation

/// hitmask.js's loading time on the benchmark's masks, measured by node running docs/benchmarks/load/bench-load.mjs
/// over a folder of them (its own fastest of five passes, the files already in memory, as the Swift and C readers
/// are timed). nil when node or the script is not there.
enum JavaScriptLoading {
    static func seconds(loading masks: [[UInt8]]) -> Double? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/benchmarks/load/bench-load.mjs")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitmask-js-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, bytes) in masks.enumerated() {
                try Data(bytes).write(to: folder.appendingPathComponent(String(format: "%06d.hitmask", index)))
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["node", script.path, folder.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return text.split(separator: " ").first.flatMap { Double($0) }
        } catch {
            return nil
        }
    }
}
