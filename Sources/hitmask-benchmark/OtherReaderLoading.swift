import Foundation

/// The readers in other languages, each timed loading the benchmark's masks by its own script in
/// docs/benchmarks/load (its fastest pass, the files already in memory, as the Swift and C readers are timed).
enum OtherReaderLoading {
    /// A reader, and the command that times it on a folder of masks (printing its seconds first).
    struct Reader {
        let name: String
        let command: [String]
    }

    static let readers = [
        Reader(name: "hitmask.js: HitMask.fromBytes (node)", command: ["node", "bench-load.mjs"]),
        Reader(name: "hitmask.lua: hitmask.decode (LuaJIT)", command: ["luajit", "bench-load.lua"]),
        Reader(name: "Godot 4 add-on: HitMask.load_bytes (GDScript)", command: ["bash", "bench-load-godot4.sh"]),
        Reader(name: "Godot 3 add-on: HitMask.load_bytes (GDScript)", command: ["bash", "bench-load-godot.sh"]),
        Reader(name: "HitMask.cs: HitMask.Load (Mono)", command: ["bash", "bench-load-csharp.sh"]),
    ]

    /// Each reader's seconds for `masks`; nil for a reader whose runtime is not installed.
    static func seconds(loading masks: [[UInt8]]) -> [(reader: Reader, seconds: Double?)] {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/benchmarks/load")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitmask-readers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, bytes) in masks.enumerated() {
                try Data(bytes).write(to: folder.appendingPathComponent(String(format: "%06d.hitmask", index)))
            }
        } catch {
            return readers.map { ($0, nil) }
        }
        return readers.map { reader in
            let script = scripts.appendingPathComponent(reader.command[1]).path
            return (reader, run(["/usr/bin/env", reader.command[0], script, folder.path]))
        }
    }

    /// The first number the command prints, or nil when it fails.
    private static func run(_ command: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).first.flatMap { Double($0) }
    }
}
