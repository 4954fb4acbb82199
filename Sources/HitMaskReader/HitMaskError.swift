/// Why a `.hitmask` file could not be loaded. Every malformed input ends in one of these; none traps.
///
/// `kind` says what went wrong, `section` and `offset` where: switch on `kind` (with a `default:`, since later
/// versions may add kinds), or read `description` for a one-line message.
public struct HitMaskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong. New kinds may be added, so a `switch` over it needs a `default:` case.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        public let name: String

        /// The bytes do not start with the `.hitmask` magic.
        public static let notAHitMask = Kind(name: "not a .hitmask file")
        /// A file version this reader does not understand: made by a newer writer, not damaged.
        public static let unsupportedVersion = Kind(name: "unsupported version")
        /// A MASK codec this reader does not understand: made by a newer writer, not damaged.
        public static let unsupportedCodec = Kind(name: "unsupported codec")
        /// The file ends before its header says it does.
        public static let truncated = Kind(name: "truncated")
        /// The stored CRC-32 does not match the content: the file was damaged after it was written.
        public static let checksumMismatch = Kind(name: "checksum mismatch")
        /// The fixed header holds an impossible value.
        public static let corruptHeader = Kind(name: "corrupt header")
        /// A section is malformed, or a required one is missing.
        public static let corruptSection = Kind(name: "corrupt section")
        /// The file could not be read from disk.
        public static let unreadableFile = Kind(name: "unreadable file")

        public var description: String { name }
    }

    public let kind: Kind
    /// The part of the file the problem is in: "header", a section's tag ("MASK", …, "section 9" for one this reader
    /// does not know), or nil for the file as a whole (its magic, version, size and checksum), as FORMAT.md's
    /// "Error sections" name them.
    public let section: String?
    /// The byte offset in the file where the problem was found, when there is one.
    public let offset: Int?
    /// What is wrong, in words.
    public let reason: String

    public init(_ kind: Kind, section: String? = nil, offset: Int? = nil, reason: String) {
        self.kind = kind
        self.section = section
        self.offset = offset
        self.reason = reason
    }

    /// True when a newer writer made the file (a version or codec this reader does not know), rather than it
    /// being damaged: the fix is a newer reader, not a new file.
    public var isFromNewerWriter: Bool { kind == .unsupportedVersion || kind == .unsupportedCodec }

    public var description: String {
        var place = ""
        if let section { place += " in \(section)" }
        if let offset { place += " at byte \(offset)" }
        return "\(kind)\(place): \(reason)"
    }
}

extension HitMaskError {
    static func corruptSection(_ section: String, at offset: Int?, _ reason: String) -> HitMaskError {
        HitMaskError(.corruptSection, section: section, offset: offset, reason: reason)
    }

    static func corruptHeader(at offset: Int?, _ reason: String) -> HitMaskError {
        HitMaskError(.corruptHeader, section: "header", offset: offset, reason: reason)
    }

    /// The same error placed at the start of the record it was found in (a rect, a frame, a region, a DIST token),
    /// where FORMAT.md's "Error offsets" puts every problem inside a record, whichever field showed it.
    func placed(atRecord offset: Int) -> HitMaskError {
        HitMaskError(kind, section: section, offset: offset, reason: reason)
    }
}
