import CHitMaskBenchmarkPNG
import Foundation
import HitMaskGenerator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Generation against its floors: the CLI against libpng's simplified decode of the same PNGs plus writing as
/// many files through temp + rename, in-process generation against decoding alone, `hitmask verify` against
/// decoding the sources, and one huge image's time and peak memory against libpng decoding it row by row.
enum GenerationBenchmarks {
    /// The `hitmask` executable built beside this one (`swift build -c release` builds both).
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("hitmask").path

    static func run(
        folder: String, sourcePaths: [String], maskFiles: [[UInt8]], options: GenerationOptions, scratch: URL,
        largeSide: Int?
    ) {
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("\n(generation floors skipped: build the hitmask product beside the benchmark)")
            return
        }
        // The floor, one thread: read each PNG, decode it with libpng's simplified API, write a file of the
        // mask's size through a temporary and a rename.
        func floorRun(into folder: String) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, path) in sourcePaths.enumerated() {
                guard let source = FileManager.default.contents(atPath: path) else { continue }
                _ = [UInt8](source).withUnsafeBufferPointer { hmb_simplified_decode($0.baseAddress, $0.count) }
                let target = "\(folder)/\(index).hitmask"
                let temporary = "\(folder)/.\(index).tmp"
                let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                _ = maskFiles[index].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                rename(temporary, target)
            }
        }
        let sources = sourcePaths.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        let decodeOnly = fastest(5) {
            for source in sources {
                _ = source.withUnsafeBufferPointer { hmb_simplified_decode($0.baseAddress, $0.count) }
            }
        }
        let inProcess = fastest(5) {
            for source in sources {
                _ = try? MaskGenerator.generate(pngBytes: source, fileName: "a.png", options: options)
            }
        }
        let threshold = "\(options.threshold.value)"
        func generate(into outputFolder: String, jobs: [String]) -> Duration {
            runChild([tool, "generate", folder, "-o", outputFolder, "--threshold", threshold] + jobs).time
        }
        // Interleaved and the fastest of five each, so a slow moment of the machine weighs on the floor and the CLI
        // alike. Every run writes into a folder of its own, deleted only at the end: a file system slows down
        // creating files where many were just deleted (ext4 skips recently freed inodes), which would otherwise
        // weigh on whichever run follows a deletion.
        var floor = Duration.seconds(1e9), serial = floor, parallel = floor
        var outputs = ""
        for run in 0..<5 {
            floor = min(floor, fastest(1) { floorRun(into: scratch.appendingPathComponent("floor-\(run)").path) })
            outputs = scratch.appendingPathComponent("cli-1-\(run)").path
            serial = min(serial, generate(into: outputs, jobs: ["--jobs", "1"]))
            parallel = min(parallel, generate(into: scratch.appendingPathComponent("cli-n-\(run)").path, jobs: []))
        }
        let verifySerial = fastest(5) { _ = runChild([tool, "verify", outputs, "-q", "--jobs", "1"]) }
        let verify = fastest(5) { _ = runChild([tool, "verify", outputs, "-q"]) }

        print("")
        header("generation, \(sourcePaths.count) files", "seconds   vs floor")
        row("floor: libpng simplified decode + temp, write, rename", String(format: "%.4f", seconds(floor)), 1)
        row(
            "hitmask generate --jobs 1 (whole process)", String(format: "%.4f", seconds(serial)),
            seconds(serial) / seconds(floor))
        row(
            "hitmask generate, \(ProcessInfo.processInfo.activeProcessorCount) jobs (whole process)",
            String(format: "%.4f", seconds(parallel)), seconds(parallel) / seconds(floor))
        row(
            "  libpng simplified decode alone (baseline below)", String(format: "%.4f", seconds(decodeOnly)),
            seconds(decodeOnly) / seconds(floor))
        row(
            "  MaskGenerator.generate in process, 1 job", String(format: "%.4f", seconds(inProcess)),
            seconds(inProcess) / seconds(decodeOnly))
        row(
            "  hitmask verify of every mask --jobs 1 (whole process)", String(format: "%.4f", seconds(verifySerial)),
            seconds(verifySerial) / seconds(decodeOnly))
        row(
            "  hitmask verify of every mask, \(ProcessInfo.processInfo.activeProcessorCount) jobs",
            String(format: "%.4f", seconds(verify)), seconds(verify) / seconds(decodeOnly))
        print("  (the last three against libpng decoding the sources)")

        if let largeSide { large(side: largeSide, scratch: scratch) }
    }

    /// An all-transparent side × side RGBA PNG: the CLI's time and peak memory against libpng decoding it.
    static func large(side: Int, scratch: URL) {
        let png = scratch.appendingPathComponent("large-\(side).png").path
        guard hmb_write_clear_png(png, UInt32(side), UInt32(side)) == 0,
            let bytes = FileManager.default.contents(atPath: png).map({ [UInt8]($0) })
        else {
            print("\n(large image skipped: could not write it)")
            return
        }
        let decodeStart = ContinuousClock.now
        _ = bytes.withUnsafeBufferPointer { hmb_decode_rows($0.baseAddress, $0.count) }
        let decode = ContinuousClock.now - decodeStart
        let output = scratch.appendingPathComponent("large-out").path
        let child = runChild([tool, "generate", png, "-o", output, "--jobs", "1"])
        let pixels = side * side
        print("")
        header("one \(side)×\(side) RGBA PNG (\(bytes.count) bytes)", "value   vs baseline")
        row("libpng row-by-row decode, seconds (baseline)", String(format: "%.3f", seconds(decode)), 1)
        row(
            "hitmask generate, seconds", String(format: "%.3f", seconds(child.time)),
            seconds(child.time) / seconds(decode))
        row("RGBA image in memory, MB (baseline)", String(format: "%.1f", Double(pixels * 4) / 1e6), 1)
        row(
            "packed mask bits, MB", String(format: "%.1f", Double((pixels + 7) / 8) / 1e6),
            Double((pixels + 7) / 8) / Double(pixels * 4))
        row(
            "hitmask generate peak memory (max RSS), MB", String(format: "%.1f", Double(child.maxResidentBytes) / 1e6),
            Double(child.maxResidentBytes) / Double(pixels * 4))
        if child.status != 0 { print("  (hitmask generate exited with status \(child.status))") }
    }

    /// Runs a program with its output discarded; its wall time and peak resident memory (from wait4).
    static func runChild(_ arguments: [String]) -> (status: Int32, time: Duration, maxResidentBytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = ContinuousClock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return (-1, .zero, 0) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let time = ContinuousClock.now - start
        // ru_maxrss is in kilobytes on Linux, bytes on Darwin.
        #if canImport(Darwin)
            let resident = Int(usage.ru_maxrss)
        #else
            let resident = Int(usage.ru_maxrss) * 1024
        #endif
        return ((status >> 8) & 0xFF, time, resident)
    }
}
