#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One-line messages on standard error, in the form build logs and CI annotate: `hitmask: error: FILE: reason`.
enum Console {
    static func error(_ message: String) { rawStandardError("hitmask: error: \(message)\n") }

    /// `FILE: reason` for an error about one file, naming the file once: the reader's and the writer's errors
    /// name it already (they are also read without the CLI).
    static func error(_ path: String, _ error: any Error) {
        var reason = "\(error)"
        if reason.hasPrefix(path + ": ") { reason.removeFirst(path.count + 2) }
        if let named = reason.firstRange(of: ": \(path): ") { reason.replaceSubrange(named, with: ": ") }
        self.error("\(path): \(reason)")
    }
    static func warning(_ message: String) { rawStandardError("hitmask: warning: \(message)\n") }

    /// Unbuffered, like standard error itself, so that messages and progress lines appear as they happen.
    static func rawStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// All of standard input, up to its end.
    static func readStandardInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Live progress is drawn only for a person watching, never into CI logs or pipes.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
