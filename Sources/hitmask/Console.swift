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
        self.error("\(path): \(text("\(error)", withoutPath: path))")
    }

    /// An error's text without the path it names (at its start or after its kind), for a message that names the
    /// path itself.
    static func text(_ text: String, withoutPath path: String) -> String {
        var text = text
        if text.hasPrefix(path + ": ") { text.removeFirst(path.count + 2) }
        if let named = text.firstRange(of: ": \(path): ") { text.replaceSubrange(named, with: ": ") }
        return text
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

    /// Live progress is drawn only for a person watching, never into CI logs or pipes.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
