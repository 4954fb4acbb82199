import Foundation

/// One-line messages on standard error, in the form build logs and CI annotate: `hitmask: error: FILE: reason`.
enum Console {
    static func error(_ message: String) { printToStandardError("hitmask: error: \(message)") }
    static func warning(_ message: String) { printToStandardError("hitmask: warning: \(message)") }

    private static func printToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
