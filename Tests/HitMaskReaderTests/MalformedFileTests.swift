import HitMaskEncoding
import HitMaskReader
import HitMaskTestSupport
import Testing

@Suite("Malformed files are refused with a typed error that says where, never a trap")
struct MalformedFileTests {
    static let sample = SyntheticMasks.file(SyntheticMasks.disc(width: 37, height: 29))

    @Test("every truncation is refused: too short for a header is truncated, longer ones fail the checksum")
    func truncations() {
        for length in 0..<Self.sample.count {
            let error = refusal(Array(Self.sample[0..<length]), "length \(length)")
            let expected: HitMaskError.Kind = length < HitMaskFormat.minimumFileSize ? .truncated : .checksumMismatch
            #expect(error?.kind == expected, "length \(length): \(String(describing: error))")
        }
    }

    @Test("every single-bit flip is refused, for the reason its place implies")
    func bitFlips() {
        for index in Self.sample.indices {
            for bit in 0..<8 {
                var bytes = Self.sample
                bytes[index] ^= 1 << bit
                let expected: HitMaskError.Kind =
                    switch index {
                    case 0..<4: .notAHitMask
                    case 4: .unsupportedVersion
                    default: .checksumMismatch
                    }
                let error = refusal(bytes, "byte \(index) bit \(bit)")
                #expect(error?.kind == expected, "byte \(index) bit \(bit): \(String(describing: error))")
            }
        }
    }

    @Test(
        "random edits behind a repaired checksum load consistently or are refused with a place",
        arguments: MaskCodec.allCases)
    func repairedMutations(codec: MaskCodec) {
        let originals = [
            SyntheticMasks.file(SyntheticMasks.disc(width: 23, height: 19), codec: codec),
            SyntheticMasks.file(SyntheticMasks.noise(width: 9, height: 40, density: 0.4, seed: 3), codec: codec),
        ]
        var random = SeededGenerator(seed: UInt64(codec.rawValue))
        var loaded = 0, refused = 0
        for round in 0..<3000 {
            var bytes = originals[round % originals.count]
            bytes = randomlyEdited(bytes, using: &random)
            switch load(repairingChecksum(bytes)) {
            case .success(let mask):
                loaded += 1
                expectConsistent(mask, "round \(round)")
            case .failure(let error):
                refused += 1
                // The checksum was repaired, so the refusal comes from a check behind it, which says where: its byte,
                // and its section unless it is a check of the file as a whole (an edited magic or version).
                #expect(error.kind != .checksumMismatch, "round \(round): \(error)")
                #expect(error.offset != nil, "round \(round): \(error)")
                let wholeFile = [HitMaskError.Kind.notAHitMask, .unsupportedVersion].contains(error.kind)
                #expect(wholeFile == (error.section == nil), "round \(round): \(error)")
            }
        }
        // Both outcomes occur: the mutations reach the decoders, and not every edit breaks a file.
        #expect(loaded > 0 && refused > 2000, "\(loaded) loaded, \(refused) refused")
    }

    @Test("errors name what is wrong and where")
    func specificErrors() throws {
        var badMagic = Self.sample
        badMagic[1] = UInt8(ascii: "X")
        #expect(refusal(badMagic, "bad magic")?.kind == .notAHitMask)
        #expect(refusal(Array("PNG not a mask".utf8), "text")?.kind == .notAHitMask)

        var version2 = Self.sample
        version2[4] = 2
        let newer = refusal(repairingChecksum(version2), "version 2")
        #expect(newer?.kind == .unsupportedVersion && newer?.isFromNewerWriter == true && newer?.offset == 4)

        let cut = refusal(Array(Self.sample[0..<20]), "cut")
        #expect(cut?.kind == .truncated && cut?.offset == 20)

        var damaged = Self.sample
        damaged[50] ^= 0xFF
        let crc = refusal(damaged, "damaged")
        #expect(crc?.kind == .checksumMismatch && crc?.isFromNewerWriter == false)
        #expect(crc?.offset == Self.sample.count - 4)
        // A check of the file as a whole names no section (FORMAT.md, "Error sections").
        #expect(crc?.description.hasPrefix("checksum mismatch at byte \(Self.sample.count - 4): ") == true)
    }

    @Test("a section from a later version is skipped")
    func unknownSectionSkipped() throws {
        var file = EditableMaskFile(Self.sample)
        file.sections.append((200, [1, 2, 3]))
        let mask = try HitMask(bytes: file.bytes())
        #expect(mask == (try HitMask(bytes: Self.sample)))
    }

    @Test("a repeated, out-of-order or missing required section is refused")
    func sectionStructure() {
        var twice = EditableMaskFile(Self.sample)
        twice.sections.insert(twice.sections[0], at: 1)
        let repeated = refusal(twice.bytes(), "MASK twice")
        let firstMask = twice.sections[0].payload
        let secondMask =
            twice.sectionsOffset + 1 + EditableMaskFile.varint(UInt64(firstMask.count)).count + firstMask.count
        #expect(repeated?.kind == .corruptSection && repeated?.section == "MASK" && repeated?.offset == secondMask)

        var swapped = EditableMaskFile(Self.sample)
        swapped.sections.swapAt(0, 1)
        let outOfOrder = refusal(swapped.bytes(), "RECT before MASK")
        #expect(outOfOrder?.kind == .corruptSection && outOfOrder?.section == "MASK")

        var unknownTwice = EditableMaskFile(Self.sample)
        unknownTwice.sections += [(200, [1]), (200, [2])]
        #expect(refusal(unknownTwice.bytes(), "unknown id twice")?.kind == .corruptSection)

        var missing = EditableMaskFile(Self.sample)
        missing.sections.removeAll { $0.id == HitMaskFormat.SectionID.rects }
        let absent = refusal(missing.bytes(), "no RECT")
        #expect(absent?.kind == .corruptSection && absent?.section == "RECT")
        // Missing is found where the sections end: at the checksum (FORMAT.md "Error offsets").
        #expect(absent?.offset == missing.bytes().count - 4)
    }

    @Test("a header varint that runs into the checksum is refused at its own first byte")
    func headerVarintIntoChecksum() throws {
        // The reproducer: width 1, then a height varint whose continuation bits run into the CRC.
        let bytes: [UInt8] = [0x89, 0x48, 0x4D, 0x4B, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0xF0, 0x3F, 0x01, 0x81, 0x81]
        let error = refusal(repairingChecksum(bytes + [0, 0, 0, 0]), "height into the CRC")
        #expect(error?.kind == .corruptHeader && error?.offset == 17)
        // Each of the three varints, cut off by the checksum after a continuation byte.
        for (field, prefix) in [(16, [UInt8]()), (17, [0x01]), (18, [0x01, 0x01])] as [(Int, [UInt8])] {
            let cut = Array(bytes[0..<16]) + prefix + [UInt8](repeating: 0x81, count: 3 - prefix.count)
            let refused = refusal(repairingChecksum(cut + [0, 0, 0, 0]), "varint at \(field)")
            #expect(refused?.kind == .corruptHeader && refused?.offset == field, "\(String(describing: refused))")
        }
    }

    @Test("a size field larger than the data can hold is refused before allocating")
    func oversizedClaims() {
        // Width × height at the format's limit (2^30), over it, and both fields at their maximum, 2^32 − 1.
        let sizes: [(UInt64, UInt64, HitMaskError.Kind)] = [
            (1 << 15, 1 << 15, .corruptSection), (1 << 30, 1, .corruptSection), (1, 1 << 30, .corruptSection),
            (1 << 15 + 1, 1 << 15, .corruptHeader), (UInt64(UInt32.max), 1, .corruptHeader),
            (UInt64(UInt32.max), UInt64(UInt32.max), .corruptHeader),
        ]
        for codec in MaskCodec.allCases {
            for (width, height, kind) in sizes {
                var file = EditableMaskFile(SyntheticMasks.file(PackedBits(width: 8, height: 8), codec: codec))
                file.width = EditableMaskFile.varint(width)
                file.height = EditableMaskFile.varint(height)
                if codec == .transitions && kind == .corruptSection {
                    // A few bytes can truly code a huge clear mask in this codec (a decision per row): such a
                    // claim loads, within the spec's pixel limit, or is refused; it never traps.
                    if case .success(let mask) = load(file.bytes()) {
                        #expect(mask.solidPixelCount == 0 && mask.width * mask.height <= 1 << 30)
                    }
                    continue
                }
                let error = refusal(file.bytes(), "\(codec) \(width)×\(height)")
                #expect(error?.kind == kind, "\(codec) \(width)×\(height): \(String(describing: error))")
                if kind == .corruptSection {
                    // The size check comes before the pixels are allocated or decoded.
                    #expect(error?.section == "MASK", "\(codec) \(width)×\(height)")
                }
            }
        }
    }

    @Test("rects outside the mask are refused at the rect's offset")
    func rectOutOfBounds() {
        let bits = SyntheticMasks.make(width: 10, height: 10) { _, _ in true }
        var file = EditableMaskFile(SyntheticMasks.file(bits))
        // The single rect is 0, 0, 10, 10: make its width 11.
        #expect(file["RECT"] == [1, 0, 0, 10, 10])
        file["RECT"] = [1, 0, 0, 11, 10]
        let error = refusal(file.bytes(), "wide rect")
        let rectPayload = file.offset(of: "RECT") + 2
        #expect(error?.kind == .corruptSection && error?.section == "RECT" && error?.offset == rectPayload + 1)
    }
}
