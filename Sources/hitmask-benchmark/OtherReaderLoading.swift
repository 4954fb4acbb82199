import Foundation

/// The readers in other languages, each timed loading the benchmark's masks by its own script in
/// docs/benchmarks/load (its fastest pass, the files already in memory, as the Swift and C readers are timed).
enum OtherReaderLoading {
    /// A reader, and the command that times it on a folder of masks (printing its seconds first).
    struct Reader {
        let name: String
        let command: [String]
    }

    /// A reader's numbers (its seconds first), or why there are none, in the words of its script (or of the shell,
    /// for a missing runtime).
    enum Outcome {
        case measured([Double])
        case notMeasured(reason: String)
    }

    static let readers = [
        Reader(name: "hitmask.js: HitMask.fromBytes (node)", command: ["node", "bench-load.mjs"]),
        Reader(name: "hitmask.lua: hitmask.decode (LuaJIT)", command: ["luajit", "bench-load.lua"]),
        Reader(name: "Godot 4 add-on: HitMask.load_bytes (GDScript)", command: ["bash", "bench-load-godot4.sh"]),
        Reader(name: "Godot 3 add-on: HitMask.load_bytes (GDScript)", command: ["bash", "bench-load-godot.sh"]),
        Reader(name: "HitMask.cs: HitMask.Load (Mono)", command: ["bash", "bench-load-csharp.sh"]),
    ]

    /// Each reader's outcome for `masks`.
    static func outcomes(loading masks: [[UInt8]]) -> [(reader: Reader, outcome: Outcome)] {
        let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/benchmarks/load")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hitmask-readers-\(UUID().uuidString)")
        let errorsFolder = folder.appendingPathExtension("stderr")  // apart, so that no script lists them as masks
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: errorsFolder)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: errorsFolder, withIntermediateDirectories: true)
            for (index, bytes) in masks.enumerated() {
                try Data(bytes).write(to: folder.appendingPathComponent(String(format: "%06d.hitmask", index)))
            }
        } catch {
            return readers.map { ($0, .notMeasured(reason: "the masks could not be written to \(folder.path)")) }
        }
        return readers.map { reader in
            let script = scripts.appendingPathComponent(reader.command[1]).path
            let errorFile = errorsFolder.appendingPathComponent(reader.command[1])
            return (
                reader,
                run(
                    ["/usr/bin/env", reader.command[0], script, folder.path], runtime: reader.command[0],
                    errorFile: errorFile)
            )
        }
    }

    /// The numbers the command prints on its first line; else its standard error's last line, which the scripts write as the
    /// reason (env's status 127: the runtime is not on PATH). Standard error goes to a file, so that neither
    /// stream can fill a pipe while the other is read.
    static func run(_ command: [String], runtime: String, errorFile: URL) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
            let errors = FileHandle(forWritingAtPath: errorFile.path)
        else { return .notMeasured(reason: "\(errorFile.path) could not be written") }
        defer { try? errors.close() }
        process.standardError = errors
        do { try process.run() } catch { return .notMeasured(reason: "\(command[0]) could not start: \(error)") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let lastErrorLine = errorText.split(separator: "\n").last.map(String.init)
        if process.terminationStatus == 127 { return .notMeasured(reason: "\(runtime) is not installed (not on PATH)") }
        guard process.terminationStatus == 0 else {
            return .notMeasured(
                reason: lastErrorLine ?? "its script exited with status \(process.terminationStatus) and said nothing")
        }
        let numbers = (text.split(separator: "\n").first ?? "").split(separator: " ").compactMap { Double($0) }
        guard !numbers.isEmpty else { return .notMeasured(reason: "its script printed no time") }
        return .measured(numbers)
    }
}
