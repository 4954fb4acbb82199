/// Path patterns for config overrides, matched against a PNG's path relative to the config file's folder:
/// `*` matches within one path segment, `?` one character, `**` any number of whole segments.
/// `ui/**` matches everything under `ui/`; `**/*@2x.png` every `@2x` PNG at any depth.
public struct Glob: Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more whole segments.
            for skip in 0...path.count where match(pattern.dropFirst(), path.dropFirst(skip)) { return true }
            return false
        }
        guard let segment = path.first, matchSegment(Array(first), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        // Iterative wildcard match with backtracking to the last `*`.
        var p = 0, t = 0, star = -1, resume = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
