/// The constants of the `.hitmask` file format, version 1. docs/FORMAT.md is the specification;
/// this is the single definition both the reader and the generator's writer use.
package enum HitMaskFormat {
    /// The first eight bytes of every file: 0x89 then "HITMASK" (the high byte catches 7-bit transfers).
    package static let magic: [UInt8] = [0x89, 0x48, 0x49, 0x54, 0x4D, 0x41, 0x53, 0x4B]
    /// The only version this reader understands.
    package static let version: UInt16 = 1
    /// Bytes before the first section.
    package static let headerSize = 36
    /// Bytes in a section's tag + length prefix.
    package static let sectionPrefixSize = 8
    /// The trailing CRC-32.
    package static let checksumSize = 4
    /// Masks larger than this are refused by the reader and the generator (bounds the decoded mask at 128 MiB).
    package static let maxPixelCount = 1 << 30
    /// Shape-rect grids finer than this are refused.
    package static let maxRectGrid = 4096

    /// Header flag bit 0: the source image had an alpha channel or a tRNS chunk.
    /// Without it the generator writes an all-solid mask.
    package static let flagSourceHasAlpha: UInt16 = 1 << 0

    /// Four-byte section tags, stored as the ASCII bytes in this order.
    package enum SectionTag {
        package static let mask: [UInt8] = Array("MASK".utf8)
        package static let rects: [UInt8] = Array("RECT".utf8)
        package static let source: [UInt8] = Array("SRCH".utf8)
    }

    /// Source digest algorithm ids in the SRCH section.
    package enum DigestAlgorithm: UInt8, Sendable {
        /// SHA-256 (32 bytes), as the first generator wrote.
        case sha256 = 1
        /// XXH64 with seed 0 (8 bytes, the value little-endian).
        case xxh64 = 2

        package var digestSize: Int { self == .sha256 ? 32 : 8 }
    }
}

/// How the generator turned grid cells into shape rects.
public enum RectMode: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// Cells holding any solid pixel: every solid pixel lies in some rect.
    case outer = 0
    /// Only cells whose pixels are all solid: every rect point is solid.
    case inner = 1
    /// Cells more than half solid.
    case balanced = 2

    public var description: String {
        switch self {
        case .outer: "outer"
        case .inner: "inner"
        case .balanced: "balanced"
        }
    }

    public init?(name: String) {
        guard let mode = RectMode.allCases.first(where: { $0.description == name }) else { return nil }
        self = mode
    }
}

/// How the MASK section's pixels are coded. A better codec later is a new id, not a new format.
package enum MaskCodec: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// Alternating clear/solid run lengths as LEB128 varints over the row-major pixel stream.
    case runLength = 1
    /// Each row's colour changes coded against the row above (CCITT G4's modes) with an adaptive range coder.
    /// (Id 2, a per-pixel context coder, was retired before the format's first release.)
    case transitions = 3

    public var description: String {
        switch self {
        case .runLength: "run-length"
        case .transitions: "transitions"
        }
    }
}
