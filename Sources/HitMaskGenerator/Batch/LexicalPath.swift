#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Paths worked out from their text alone, with no file-system call and no URL or NSString: the generator needs
/// these several times for each of thousands of files, and Foundation's versions cost more than decoding a small
/// sprite.
package enum LexicalPath {
    /// `path` made absolute against the current folder, with empty, `.` and `..` components resolved (`..` at the
    /// root stays at the root) and no trailing slash: what `URL(fileURLWithPath:).standardizedFileURL.path` gives.
    package static func standardized(_ path: String) -> String {
        if isStandardized(path) { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// True when `standardized` would return `path` itself: absolute, with no empty, `.` or `..` component and no
    /// trailing slash (the paths the scanner builds), checked in one pass over the bytes.
    private static func isStandardized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            // A component of `start ..< end` other than "", "." and "..".
            func isName(_ start: Int, _ end: Int) -> Bool {
                switch end - start {
                case 0: false
                case 1: bytes[start] != dot
                case 2: bytes[start] != dot || bytes[start + 1] != dot
                default: true
                }
            }
            guard bytes.first == slash else { return false }
            var start = 1  // of the current component
            for index in 1..<bytes.count where bytes[index] == slash {
                guard isName(start, index) else { return false }
                start = index + 1
            }
            return bytes.count == 1 || isName(start, bytes.count)
        }
    }

    /// The folder part and the last component of a path, with NSString's rules for `deletingLastPathComponent`
    /// and `lastPathComponent` (doubled and trailing slashes do not count): "a/b" → ("a", "b"), "/b" → ("/", "b"),
    /// "b" → ("", "b"), "/" → ("/", "/"). (Foundation's own versions trap on "." on Linux.)
    package static func split(_ path: String) -> (folder: String, name: String) {
        let slash = UInt8(ascii: "/")
        var bytes = collapsed(path)
        return bytes.withUTF8 { bytes in
            if bytes.count == 1 && bytes[0] == slash { return ("/", "/") }
            guard let last = bytes.lastIndex(of: slash) else { return ("", String(decoding: bytes, as: UTF8.self)) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(last + 1)...]), as: UTF8.self)
            return (
                last == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<last]), as: UTF8.self), name
            )
        }
    }

    /// The folder part of `path` (`split(path).folder`), or "." for a bare name: where a file named in a config or an
    /// atlas is looked up from.
    package static func folder(of path: String) -> String {
        let folder = split(path).folder
        return folder.isEmpty ? "." : folder
    }

    /// `name` inside `folder`, with NSString's rules for `appendingPathComponent`: doubled and trailing slashes do
    /// not count, and an empty folder gives `name` alone. "a/" + "b" → "a/b", "/" + "b" → "/b", "" + "b" → "b".
    package static func appending(_ name: String, to folder: String) -> String {
        collapsed(folder.isEmpty ? name : folder + "/" + name)
    }

    /// The path with runs of slashes made one and a trailing slash dropped (except the root's): the path itself,
    /// without a copy, when it has neither (as nearly every path has).
    private static func collapsed(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var path = path
        let isCollapsed = path.withUTF8 { bytes in
            guard bytes.count > 1 else { return true }
            if bytes[bytes.count - 1] == slash { return false }
            for index in 1..<bytes.count where bytes[index] == slash && bytes[index - 1] == slash { return false }
            return true
        }
        if isCollapsed { return path }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where byte != slash || bytes.last != slash { bytes.append(byte) }
        if bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
