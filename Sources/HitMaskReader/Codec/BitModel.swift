/// An adaptive estimate that the next binary decision in one context is 0, used by the transition codec's range
/// coder (docs/FORMAT.md, "Adaptive bits"). It learns fast at first and then steadily: after n decisions it moves
/// 1/(n + 1.5) of the way towards what it saw, down to a floor rate of about 1/64, so a context seen a handful of
/// times is already sharp and the cheapest decision costs about 0.0014 bits.
@usableFromInline
package struct BitModel: Sendable {
    /// P(bit = 0) in units of 2^-16, kept within `minProbability ... maxProbability`: 16 bits, so a model takes
    /// 4 bytes and a mask's 5,648 starting models are copied quickly at every load.
    @usableFromInline package var storedProbability: UInt16 = 1 << 15
    /// Decisions seen so far, capped at `rates.count - 1`.
    @usableFromInline package var count: UInt8 = 0

    package init() {}

    /// P(bit = 0) in units of 2^-16.
    @inlinable
    package var probability: UInt32 {
        get { UInt32(storedProbability) }
        set { storedProbability = UInt16(newValue) }
    }

    @inlinable package static var minProbability: UInt32 { 64 }
    @inlinable package static var maxProbability: UInt32 { 65536 - 64 }

    /// The number of adaptation rates: a model's count stops at `rateCount - 1`.
    @inlinable package static var rateCount: UInt8 { 63 }

    /// rates[n] = round(65536 / (n + 1.5)) for n = 0 ... 62.
    package static let rates: [UInt32] = (0..<Int(rateCount)).map { UInt32((65536.0 / (Double($0) + 1.5)).rounded()) }

    @inlinable @inline(__always)
    package mutating func update(sawOne bit: Bool, rates: UnsafeBufferPointer<UInt32>) {
        let rate = rates[Int(count)]
        // Both products stay below 2^32: (65536 − 64) × 43691 < 2^32.
        // A 1 can only push p below the floor, a 0 only above the ceiling.
        // A step never exceeds the distance to 0 or 65536 (rate < 2^16), so no sum overflows, and the clamps keep p
        // within 16 bits: nothing here needs a check.
        let p = probability
        let updated =
            bit
            ? max(p &- ((p &* rate) >> 16), Self.minProbability)
            : min(p &+ (((65536 &- p) &* rate) >> 16), Self.maxProbability)
        storedProbability = UInt16(truncatingIfNeeded: updated)
        if count < Self.rateCount - 1 { count &+= 1 }
    }
}
