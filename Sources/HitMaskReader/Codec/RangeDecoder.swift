/// The binary range decoder of codec 3 (LZMA's range-coder arithmetic with 16-bit probabilities).
struct RangeDecoder {
    /// The coder reads a byte whenever its range drops below 2^24.
    static let renormalizationLimit: UInt32 = 1 << 24

    private let bytes: UnsafeRawBufferPointer
    /// The file offset of `bytes[0]`, for error messages.
    private let base: Int
    private var position = 0
    private var range: UInt32 = 0xFFFF_FFFF
    private var code: UInt32 = 0
    /// Decisions taken so far, modelled and even.
    private(set) var decisions = 0

    init(_ payload: HitMaskFileParser.Payload) throws(HitMaskError) {
        bytes = payload.bytes
        base = payload.fileOffset
        guard bytes.count >= 5, bytes[0] == 0 else {
            throw .corruptSection("MASK", at: base, "coded data does not start with a valid range-coder prefix")
        }
        position = 1
        for _ in 0..<4 { code = code << 8 | UInt32(nextByte()) }
    }

    /// The file offset of the next coded byte.
    var offset: Int { base + min(position, bytes.count) }

    /// True when every coded byte was needed, as the encoder's flush guarantees.
    var consumedAll: Bool { position == bytes.count }

    /// True once the coder needed a byte beyond the data: the file must then be rejected. (Checked by the
    /// caller once a row, so that no decision pays for a throwing read; the decisions taken meanwhile read 0s.)
    var overran: Bool { position > bytes.count }

    /// A decision of the transition codec: `model` holds P(0) in units of 2^-16 and learns from the result.
    @inline(__always)
    mutating func decode(_ model: inout BitModel, rates: UnsafeBufferPointer<UInt32>) -> Bool {
        decisions &+= 1
        let bound = (range >> 16) &* model.probability
        let bit = code >= bound
        if bit {
            code &-= bound
            range &-= bound
        } else {
            range = bound
        }
        model.update(sawOne: bit, rates: rates)
        while range < Self.renormalizationLimit {
            range = range &<< 8
            code = code &<< 8 | UInt32(nextByte())
        }
        return bit
    }

    /// A decision with both outcomes equally likely and no model (the low bits of a run length).
    @inline(__always)
    mutating func decodeEven() -> Bool {
        decisions &+= 1
        range = range >> 1
        let bit = code >= range
        if bit { code &-= range }
        while range < Self.renormalizationLimit {
            range = range &<< 8
            code = code &<< 8 | UInt32(nextByte())
        }
        return bit
    }

    @inline(__always)
    private mutating func nextByte() -> UInt8 {
        let byte = position < bytes.count ? bytes[position] : 0
        position += 1
        return byte
    }
}
