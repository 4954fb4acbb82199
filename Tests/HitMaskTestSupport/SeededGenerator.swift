/// A small deterministic generator (SplitMix64) so random tests are the same on every run.
/// (x-sheep/swift-property-based draws a new seed on every run, and its fixed-seed trait is meant only for
/// reproducing a failure, reporting an issue when none occurs; the suite must be deterministic, so the
/// property tests draw their cases from this instead.)
package struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `bytes` with one to four random edits (a byte changed, inserted or removed) before its last four bytes, the
/// checksum's place: how the tests and the fuzzers' differential checks make damaged files.
package func randomlyEdited(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<bytes.count - 4, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
        default: bytes.remove(at: index)
        }
    }
    return bytes
}
