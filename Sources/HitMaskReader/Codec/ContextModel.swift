/// The pieces of the context-coded mask codec that the decoder and the encoder must agree on bit for bit.
/// docs/FORMAT.md, "Codec 2", specifies them.
package enum ContextModel {
    /// Ten neighbours make the context: 2^10 adaptive probabilities.
    package static let contextCount = 1 << 10
    /// Probabilities are 11-bit estimates that the next pixel is clear.
    package static let probabilityBits: UInt32 = 11
    package static let initialProbability: UInt16 = 1 << 10
    /// Adaptation speed: each coded pixel moves its probability 1/32 of the way towards what it saw.
    package static let adaptationShift: UInt16 = 5
    /// The range coder renormalises when its range drops below 2^24.
    package static let renormalizationLimit: UInt32 = 1 << 24

    /// Every coded pixel shrinks the coder's range by at least 2017/2048, so each coded byte can carry at most
    /// about 364 pixels. A reader rejects masks claiming more than this many pixels per coded byte before it
    /// allocates anything for them.
    package static let maxPixelsPerCodedByte = 512

    @inline(__always)
    package static func updated(_ probability: UInt16, sawSolid: Bool) -> UInt16 {
        sawSolid
            ? probability - (probability >> adaptationShift)
            : probability + (((1 << UInt16(probabilityBits)) - probability) >> adaptationShift)
    }
}

/// The three most recent rows (two above and the current one), padded with two clear pixels each side,
/// from which each pixel's context is read.
package struct ContextRows {
    private static let padding = 2
    private var above2: [UInt8]
    private var above1: [UInt8]
    private var current: [UInt8]

    package init(width: Int) {
        let count = width + 2 * Self.padding
        above2 = [UInt8](repeating: 0, count: count)
        above1 = above2
        current = above2
    }

    /// The context of pixel `x` of the current row:
    /// bit 0–2: (x−1…x+1, y−2); bit 3–7: (x−2…x+2, y−1); bit 8–9: (x−2…x−1, y).
    @inline(__always)
    package func context(at x: Int) -> Int {
        let p = x + Self.padding
        return above2.withUnsafeBufferPointer { r2 in
            above1.withUnsafeBufferPointer { r1 in
                current.withUnsafeBufferPointer { r0 in
                    var c = Int(r2[p - 1]) | Int(r2[p]) << 1 | Int(r2[p + 1]) << 2
                    c |= Int(r1[p - 2]) << 3 | Int(r1[p - 1]) << 4 | Int(r1[p]) << 5
                    c |= Int(r1[p + 1]) << 6 | Int(r1[p + 2]) << 7
                    c |= Int(r0[p - 2]) << 8 | Int(r0[p - 1]) << 9
                    return c
                }
            }
        }
    }

    @inline(__always)
    package mutating func set(_ x: Int, solid: Bool) {
        current[x + Self.padding] = solid ? 1 : 0
    }

    /// Moves to the next row: the current row becomes the one above.
    package mutating func advanceRow() {
        swap(&above2, &above1)
        swap(&above1, &current)
        for index in current.indices { current[index] = 0 }
    }
}
