/// The constants of the `.hitmask` file format, version 1. docs/FORMAT.md is the specification;
/// this is the single definition both the reader and the generator's writer use.
package enum HitMaskFormat {
    /// The first four bytes of every file: 0x89 then "HMK" (the high byte catches 7-bit transfers).
    package static let magic: [UInt8] = [0x89, 0x48, 0x4D, 0x4B]
    /// The only version this reader understands (the byte after the magic).
    package static let version: UInt8 = 1
    /// Bytes of the fixed part of the header: magic, version, flags, threshold, rect mode, scale.
    /// Width, height and rect grid follow as varints.
    package static let fixedHeaderSize = 16
    /// The smallest file that can hold a header (three one-byte varints) and the checksum; shorter is truncated.
    package static let minimumFileSize = fixedHeaderSize + 3 + checksumSize
    /// The trailing CRC-32.
    package static let checksumSize = 4
    /// Masks larger than this are refused by the reader and the generator (bounds the decoded mask at 128 MiB).
    package static let maxPixelCount = 1 << 30
    /// Shape-rect grids finer than this are refused.
    package static let maxRectGrid = 4096

    /// Header flag bit 0: the source image had an alpha channel or a tRNS chunk.
    /// Without it the generator writes an all-solid mask.
    package static let flagSourceHasAlpha: UInt8 = 1 << 0

    /// One-byte section ids. Sections appear in increasing id order; readers skip ids they do not know.
    package enum SectionID {
        package static let mask: UInt8 = 1
        package static let rects: UInt8 = 2
        package static let source: UInt8 = 3
        package static let distance: UInt8 = 4
        package static let frames: UInt8 = 5
        package static let outlines: UInt8 = 6
        package static let frameOutlines: UInt8 = 7

        /// The name docs/FORMAT.md and error messages use for a section.
        package static func name(_ id: UInt8) -> String {
            switch id {
            case mask: "MASK"
            case rects: "RECT"
            case source: "SRCH"
            case distance: "DIST"
            case frames: "FRAM"
            case outlines: "OUTL"
            case frameOutlines: "FOUT"
            default: "section \(id)"
            }
        }
    }

    /// Bytes of the SRCH payload: the source's XXH64 digest (u64) and the generator revision (u16).
    package static let sourceRecordSize = 10
}

/// How a shape made from the pixels (the shape rects, or the physics outlines) fits the solid ones: covering them
/// all, covering only them, or in between.
public enum FitMode: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// Every solid pixel lies in the shape (rects: the cells holding any solid pixel).
    case outer = 0
    /// Every point of the shape is solid (rects: only the cells whose pixels are all solid).
    case inner = 1
    /// Neither promise, for the closest fit (rects: the cells more than half solid; outlines: the fewest vertices).
    case balanced = 2

    public var description: String {
        switch self {
        case .outer: "outer"
        case .inner: "inner"
        case .balanced: "balanced"
        }
    }

    public init?(name: String) {
        guard let mode = FitMode.allCases.first(where: { $0.description == name }) else { return nil }
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
