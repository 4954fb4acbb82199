import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

/// The values that break parsers are the boundaries, not random bytes: every header field, section length, codec
/// byte and varint is set to each boundary value, with lengths and CRC repaired so the value reaches the parser.
/// Every file must load or be refused with a `HitMaskError` (a trap would end the test run), and a loaded file
/// must be one the spec allows.
@Suite("Boundary values in every field are accepted or refused, never a trap")
struct BoundaryValueTests {
    static let integers: [UInt64] = [0, 1, 1 << 15, 1 << 16, 1 << 30, 1 << 31, (1 << 32) - 1]
    static let doubles: [Double] = [
        .nan, -.nan, .signalingNaN, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -1, 1,
        .greatestFiniteMagnitude,
    ]

    static let originals: [(String, [UInt8])] = MaskCodec.allCases.map { codec in
        ("\(codec)", SyntheticMasks.file(SyntheticMasks.disc(width: 21, height: 13), codec: codec))
    }

    /// Fixed header fields: offset and width in bytes.
    static let fixedFields: [(name: String, offset: Int, count: Int)] = [
        ("version", 4, 1), ("flags", 5, 1), ("threshold", 6, 1), ("rect mode", 7, 1),
    ]

    @Test("every header field at every boundary value, and overlong varints")
    func headerFields() {
        var outcomes = Outcomes()
        for (_, original) in Self.originals {
            for field in Self.fixedFields {
                for value in Self.integers {
                    var file = EditableMaskFile(original)
                    file.setFixedHeader(value, at: field.offset, count: field.count)
                    outcomes.record(file.bytes(), "\(field.name) = \(value)")
                }
            }
            for encoding in Self.varintEncodings {
                for field in [\EditableMaskFile.width, \.height, \.rectGrid] {
                    var file = EditableMaskFile(original)
                    file[keyPath: field] = encoding
                    outcomes.record(file.bytes(), "\(field) = \(encoding)")
                }
            }
        }
        #expect(outcomes.loaded > 0 && outcomes.refused > 0)
    }

    @Test("width and height in every pair of boundary values")
    func sizePairs() {
        for (_, original) in Self.originals {
            for width in Self.integers {
                for height in Self.integers {
                    var file = EditableMaskFile(original)
                    file.width = EditableMaskFile.varint(width)
                    file.height = EditableMaskFile.varint(height)
                    let result = load(file.bytes())
                    guard case .failure(let error) = result else {
                        // Only the file's own size can match its data.
                        #expect(width == 21 && height == 13, "\(width)×\(height) loaded")
                        continue
                    }
                    if width == 0 || height == 0 || width * height > 1 << 30 {
                        #expect(error.kind == .corruptHeader && error.offset == 16, "\(width)×\(height): \(error)")
                    } else {
                        // A size the format allows but the data cannot fill: refused because a rect now lies
                        // outside the mask, or by the MASK size checks, which run before anything is allocated
                        // for the pixels.
                        let rectOutside = width < 21 || height < 13
                        #expect(
                            error.kind == .corruptSection && error.section == (rectOutside ? "RECT" : "MASK"),
                            "\(width)×\(height): \(error)")
                    }
                }
            }
        }
    }

    @Test("the scale at every special value")
    func scales() {
        for (_, original) in Self.originals {
            for scale in Self.doubles {
                var file = EditableMaskFile(original)
                file.setFixedHeader(scale.bitPattern, at: 8, count: 8)
                switch load(file.bytes()) {
                case .success(let mask):
                    #expect(mask.scale.isFinite && mask.scale > 0, "scale \(scale) loaded")
                case .failure(let error):
                    #expect(!(scale.isFinite && scale > 0), "scale \(scale) refused: \(error)")
                    #expect(error.kind == .corruptHeader && error.offset == 8)
                }
            }
        }
    }

    @Test("every section length at every boundary value, and overlong encodings")
    func sectionLengths() {
        for (_, original) in Self.originals {
            let file = EditableMaskFile(original)
            for name in file.sections.map({ HitMaskFormat.SectionID.name($0.id) }) {
                for encoding in Self.varintEncodings where encoding != EditableMaskFile.varint(UInt64(file[name].count))
                {
                    let label = "\(name) length \(encoding)"
                    let error = refusal(file.bytes(lengthEncodings: [name: encoding]), label)
                    #expect(error?.kind == .corruptSection, "\(label): \(String(describing: error))")
                }
            }
        }
    }

    @Test("every codec byte")
    func codecBytes() {
        for (_, original) in Self.originals {
            for codec in 0...255 {
                var file = EditableMaskFile(original)
                file["MASK"][0] = UInt8(codec)
                let result = load(file.bytes())
                if let known = MaskCodec(rawValue: UInt8(codec)) {
                    // A known codec reading another codec's data: loads only if it happens to decode.
                    if case .failure(let error) = result {
                        #expect(error.kind == .corruptSection, "\(known): \(error)")
                    }
                } else if case .failure(let error) = result {
                    #expect(error.kind == .unsupportedCodec && error.isFromNewerWriter, "codec \(codec): \(error)")
                } else {
                    Issue.record("unknown codec \(codec) loaded")
                }
            }
        }
    }

    @Test("every RECT varint at every boundary value, and overlong encodings")
    func rectVarints() {
        let original = Self.originals[0].1
        let rects = try! HitMask(bytes: original).rects
        var outcomes = Outcomes()
        // The varints of the section in order: count, then x, y, width, height of each rect.
        let fields = [rects.count] + rects.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        for index in fields.indices {
            for encoding in Self.varintEncodings {
                var values = fields.map { EditableMaskFile.varint(UInt64($0)) }
                values[index] = encoding
                var file = EditableMaskFile(original)
                file["RECT"] = values.flatMap { $0 }
                outcomes.record(file.bytes(), "RECT varint \(index) = \(encoding)")
            }
        }
        #expect(outcomes.refused > 0)
    }

    @Test("every run-length varint at every boundary value, and overlong encodings")
    func runVarints() {
        let original = SyntheticMasks.file(SyntheticMasks.disc(width: 21, height: 13), codec: .runLength)
        var runs: [UInt64] = []
        var reader = EditableMaskFile(original)["MASK"].dropFirst()[...]
        while !reader.isEmpty {
            var value: UInt64 = 0, shift: UInt64 = 0
            while let byte = reader.popFirst() {
                value |= UInt64(byte & 0x7F) << shift
                shift += 7
                if byte & 0x80 == 0 { break }
            }
            runs.append(value)
        }
        var outcomes = Outcomes()
        for index in runs.indices.prefix(6) + runs.indices.suffix(2) {
            for encoding in Self.varintEncodings {
                var values = runs.map { EditableMaskFile.varint($0) }
                values[index] = encoding
                var file = EditableMaskFile(original)
                file["MASK"] = [MaskCodec.runLength.rawValue] + values.flatMap { $0 }
                outcomes.record(file.bytes(), "run \(index) = \(encoding)")
            }
        }
        #expect(outcomes.refused > 0)
    }

    /// Boundary values as shortest varints, plus encodings a reader must not accept as values > 2^32 − 1.
    static let varintEncodings: [[UInt8]] =
        integers.map { EditableMaskFile.varint($0) } + [
            EditableMaskFile.varint(1 << 32),  // 33 bits
            [0x80, 0x00],  // overlong zero
            [0xFF, 0xFF, 0xFF, 0xFF, 0x7F],  // 35 bits
            [0x80, 0x80, 0x80, 0x80, 0x80, 0x00],  // six bytes
            [0x80],  // cut short
        ]

    private struct Outcomes {
        var loaded = 0
        var refused = 0

        mutating func record(_ bytes: [UInt8], _ label: String) {
            switch load(bytes) {
            case .success(let mask):
                loaded += 1
                expectConsistent(mask, label)
            case .failure(let error):
                refused += 1
                // Where: a byte, and a section unless the check is of the file as a whole (FORMAT.md, "Error sections").
                let wholeFile = [HitMaskError.Kind.notAHitMask, .unsupportedVersion, .truncated].contains(error.kind)
                #expect(error.offset != nil && wholeFile == (error.section == nil), "\(label): \(error) says where")
            }
        }
    }
}

/// Loads bytes, keeping the typed error.
func load(_ bytes: [UInt8]) -> Result<HitMask, HitMaskError> {
    Result { () throws(HitMaskError) in try HitMask(bytes: bytes) }
}

/// The error a file must be refused with, recording an issue when it loads.
func refusal(_ bytes: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> HitMaskError? {
    switch load(bytes) {
    case .success:
        Issue.record("\(label): loaded, expected a refusal", sourceLocation: sourceLocation)
        return nil
    case .failure(let error):
        return error
    }
}

/// What any loaded mask must satisfy, whatever bytes it came from: the spec's limits, and queries that agree
/// with the decoded pixels.
func expectConsistent(_ mask: HitMask, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        mask.width >= 1 && mask.height >= 1 && mask.width * mask.height <= 1 << 30, "\(label)",
        sourceLocation: sourceLocation)
    #expect(mask.scale.isFinite && mask.scale > 0, "\(label)", sourceLocation: sourceLocation)
    #expect(mask.bits.bytes.count == (mask.width * mask.height + 7) / 8, "\(label)", sourceLocation: sourceLocation)
    for rect in mask.rects {
        #expect(rect.width > 0 && rect.height > 0 && rect.maxX <= mask.width && rect.maxY <= mask.height, "\(label)")
    }
    guard mask.width * mask.height <= 1 << 16 else { return }
    var solid = 0
    for y in -1...mask.height {
        for x in -1...mask.width where mask.contains(x: x, y: y) {
            solid += 1
            #expect(mask.bits.isSolid(index: y * mask.width + x), "\(label)", sourceLocation: sourceLocation)
        }
    }
    #expect(solid == mask.solidPixelCount, "\(label)", sourceLocation: sourceLocation)
}
