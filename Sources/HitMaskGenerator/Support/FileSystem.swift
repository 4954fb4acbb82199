#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls the generator makes outside FileManager, each one system call with the system's own
/// reason on failure. (FileManager's `isDirectory` flag is an `ObjCBool` on Apple platforms, its file sizes come in
/// another type in FoundationEssentials than in Foundation, and its errors have no readable text without Foundation.)
package enum FileSystem {
    /// Whether anything is at `path` (following symbolic links).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a folder (following symbolic links); nil when nothing is there (or it cannot be read).
    package static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The size in bytes of the file at `path`; nil when it has none.
    package static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// Makes `path` a folder, with any missing parents (`mkdir -p`); the reason when it cannot.
    package static func createFolders(_ path: String) -> String? {
        if isFolder(path) == true { return nil }
        let parent = LexicalPath.split(path).folder
        // Only a missing parent is made: one that is a file makes mkdir fail with "Not a directory", as mkdir -p says.
        if !parent.isEmpty, parent != path, isFolder(parent) == nil, let reason = createFolders(parent) {
            return reason
        }
        if mkdir(path, 0o777) == 0 || (errno == EEXIST && isFolder(path) == true) { return nil }
        return lastError
    }

    /// Deletes the file at `path`; the reason when it cannot.
    package static func removeFile(_ path: String) -> String? { unlink(path) == 0 ? nil : lastError }

    /// The reason the last system call failed, as the system words it.
    package static var lastError: String { String(cString: strerror(errno)) }
}
