import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a partial one:
/// the bytes go to a temporary file in the same folder, which is then renamed over the destination.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): cannot write (\(reason))" }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: error.localizedDescription)
        }
        // rename(2) replaces the destination atomically (same folder, so same file system).
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
