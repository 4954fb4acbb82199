import HitMaskGenerator

/// A relative URL from a folder to a file, percent-encoded, as an HTML page in that folder links to it.
enum RelativeLink {
    static func from(folder: String, to file: String) -> String {
        let base = components(of: folder)
        let target = components(of: file)
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] { common += 1 }
        let steps = Array(repeating: "..", count: base.count - common) + target[common...]
        return steps.map { $0 == ".." ? $0 : percentEncoded($0) }.joined(separator: "/")
    }

    /// A path's components, absolute and with `.` and `..` resolved.
    private static func components(of path: String) -> [String] {
        LexicalPath.standardized(path).split(separator: "/").map(String.init)
    }

    /// A path segment with every UTF-8 byte outside `allowed` written as %XX.
    private static func percentEncoded(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }

    /// Characters a path segment keeps as they are (RFC 3986's unreserved ones and a few sub-delimiters).
    private static let allowed = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@".utf8)
}
