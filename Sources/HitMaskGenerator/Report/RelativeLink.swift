import Foundation

/// A relative URL from a folder to a file, percent-encoded, as an HTML page in that folder links to it.
enum RelativeLink {
    static func from(folder: String, to file: String) -> String {
        let base = components(of: folder)
        let target = components(of: file)
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        let steps = Array(repeating: "..", count: base.count - common) + target[common...]
        return steps.map { $0 == ".." ? $0 : $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
            .joined(separator: "/")
    }

    /// A path's components, absolute and with `.` and `..` resolved.
    private static func components(of path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
    }

    /// Characters a path segment keeps as they are (RFC 3986's unreserved ones and a few sub-delimiters).
    private static let allowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")
}
