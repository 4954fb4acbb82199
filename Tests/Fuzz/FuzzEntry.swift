// libFuzzer entry point for the reader, compiled into the reader's own module by Tests/Fuzz/run.sh.
// Every input must load or be refused with a HitMaskError; a trap, a sanitizer report or a hang is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func hitMaskFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    exercise(Array(bytes))
    // Random bytes almost never carry a valid CRC: also try them with the CRC repaired, so mutations reach the
    // header, section and codec checks behind the checksum.
    if size >= HitMaskFormat.minimumFileSize {
        var repaired = Array(bytes)
        let crc = CRC32.checksum(Array(repaired[0..<size - 4]))
        for index in 0..<4 { repaired[size - 4 + index] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(index))) }
        exercise(repaired)
    }
    return 0
}

private func exercise(_ bytes: [UInt8]) {
    _ = try? HitMaskMetadata(bytes: bytes)
    guard let mask = try? HitMask(bytes: bytes) else { return }
    // A mask that loads answers every query, inside and just outside the image, without trapping.
    let step = max(1, (mask.width * mask.height) / 4096)
    var index = 0
    while index < mask.width * mask.height {
        _ = mask.contains(x: index % mask.width, y: index / mask.width)
        index += step
    }
    _ = mask.contains(x: -1, y: 0) || mask.contains(x: mask.width, y: mask.height - 1)
    _ = mask.contains(x: Double(mask.width) - 0.5, y: -0.0) || mask.contains(x: .nan, y: .infinity)
    // Atlas frames answer in their sprites' pixels, inside and around them; small ones also as masks of their own.
    for frame in mask.frames.prefix(64) {
        _ =
            mask.contains(x: -1, y: 0, in: frame)
            || mask.contains(x: frame.sourceWidth / 2, y: frame.sourceHeight / 2, in: frame)
        _ = mask.contains(x: Double(frame.sourceWidth) - 0.5, y: .nan, in: frame)
        if frame.sourceWidth * frame.sourceHeight <= 1 << 16 { _ = mask.mask(for: frame) }
        _ = mask.frame(named: frame.name)
    }
    // Tolerance queries read the DIST field when there is one, and search the bits otherwise.
    for candidate in [mask, mask.distanceField == nil ? mask.withDistanceField() : mask] {
        _ = candidate.contains(x: -16, y: mask.height + 15, tolerance: 20)
        _ = candidate.distance(toX: mask.width / 2, y: mask.height / 2) + candidate.distance(toX: Int.min, y: Int.max)
        _ = candidate.contains(x: Double(mask.width) + 0.5, y: -3.5, tolerance: 3.5)
    }
}
