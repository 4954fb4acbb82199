#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see either the old file or the complete new one, never a partial one:
/// the bytes go to a temporary file in the same folder, which is then renamed over the destination.
///
/// No fsync: a build output can be made again from its sources, so what matters is that a crash or `kill -9`
/// never leaves a half-written mask under the real name, which the rename guarantees. After a power loss a
/// just-written mask may be missing or old; the next run (or `--check`) sees that from its source digest.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): cannot write (\(reason))" }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let (folder, name) = LexicalPath.split(path)
        let temporary =
            folder.isEmpty || folder.hasSuffix("/")
            ? folder + Temporary.name(for: name) : "\(folder)/\(Temporary.name(for: name))"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // The folder is missing: make it (and its parents) only now, so a run over existing folders
            // makes no mkdir calls.
            if let reason = FileSystem.createFolders(folder) { throw WriteError(path: path, reason: reason) }
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        // rename(2) replaces the destination atomically (same folder, so same file system).
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// The temporary files `write` makes: `.NAME.PID-RANDOM.tmp` beside `NAME`, so that a later run can tell
    /// one left behind by a killed run (its process is gone) from one a running process is still writing.
    public enum Temporary {
        static func name(for fileName: String) -> String {
            let tag = String(nextTag(), radix: 16)
            return ".\(fileName).\(processID)-\(String(repeating: "0", count: 16 - tag.count) + tag).tmp"
        }

        // The process id and a random start, read once: a name then costs no system call (getpid and getrandom
        // were two of the eleven a generated mask took). Each name takes the next number of the sequence, mixed
        // (a bijection), so no two names of one process are alike and names of different runs stay unpredictable.
        private static let processID = getpid()
        private static let sequenceLock = Lock()
        nonisolated(unsafe) private static var sequence = UInt64.random(in: 0...UInt64.max)

        private static func nextTag() -> UInt64 {
            var value = sequenceLock.withLock {
                sequence &+= 1
                return sequence
            }
            // SplitMix64's finalizer.
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        /// The name of the file a temporary of this pattern was written for, or nil when `fileName` is not one.
        public static func target(of fileName: String) -> String? { parse(fileName)?.target }

        /// Whether `fileName` is a temporary of this pattern for a file ending in `suffix`, left by a process
        /// that no longer runs.
        public static func isStale(_ fileName: String, forFilesEndingIn suffix: String) -> Bool {
            guard let (target, pid) = parse(fileName), target.hasSuffix(suffix) else { return false }
            return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
        }

        /// `.NAME.PID-RANDOM.tmp` → (NAME, PID).
        private static func parse(_ fileName: String) -> (target: String, pid: Int32)? {
            guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return nil }
            let stem = fileName.dropFirst().dropLast(4)
            guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return nil }
            let tag = stem[stem.index(after: dot)...].split(separator: "-", omittingEmptySubsequences: false)
            guard tag.count == 2, tag[1].count == 16, tag[1].allSatisfy(\.isHexDigit), let pid = Int32(tag[0]) else {
                return nil
            }
            return (String(stem[..<dot]), pid)
        }
    }
}

/// write(2), named apart from `AtomicFile.write`, which would hide it inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
