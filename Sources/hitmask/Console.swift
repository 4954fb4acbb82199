import Foundation

/// One-line messages on standard error, in the form build logs and CI annotate: `hitmask: error: FILE: reason`.
enum Console {
    static func error(_ message: String) { rawStandardError("hitmask: error: \(message)\n") }
    static func warning(_ message: String) { rawStandardError("hitmask: warning: \(message)\n") }

    static func rawStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Live progress is drawn only for a person watching, never into CI logs or pipes.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
