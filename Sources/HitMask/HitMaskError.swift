/// Why a `.hitmask` file could not be loaded. Every malformed input ends in one of these; none traps.
public enum HitMaskError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with the `.hitmask` magic bytes.
    case badMagic
    /// The file is a `.hitmask` of a version this reader does not understand.
    case unsupportedVersion(UInt16)
    /// The file is shorter than its header says (or than any valid file).
    case truncated(expectedBytes: Int, actualBytes: Int)
    /// The stored CRC-32 does not match the content.
    case checksumMismatch(stored: UInt32, computed: UInt32)
    /// The fixed header holds an impossible value.
    case corruptHeader(reason: String)
    /// A section is malformed; `tag` names it.
    case corruptSection(tag: String, reason: String)
    /// The file could not be read from disk.
    case unreadableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .badMagic:
            "not a .hitmask file (bad magic bytes)"
        case .unsupportedVersion(let version):
            "unsupported .hitmask version \(version) (this reader understands version \(HitMaskFormat.version))"
        case .truncated(let expected, let actual):
            "file is truncated (\(actual) bytes, expected \(expected))"
        case .checksumMismatch(let stored, let computed):
            "checksum mismatch (stored \(hex(stored)), computed \(hex(computed))): the file is damaged"
        case .corruptHeader(let reason):
            "corrupt header: \(reason)"
        case .corruptSection(let tag, let reason):
            "corrupt \(tag) section: \(reason)"
        case .unreadableFile(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
