/// XXH64 (seed 0), the source digest recorded in each `.hitmask`: change detection needs a well-spread 64-bit
/// fingerprint, not a cryptographic hash, and this one reads several gigabytes a second, so a no-op rerun that
/// fingerprints every source PNG costs little. Written from the xxHash specification (XXH64, version 0.1.1).
package enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    package static func digest(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { digest($0) }
    }

    static func digest(_ input: UnsafeRawBufferPointer) -> UInt64 {
        let length = input.count
        var offset = 0
        var hash: UInt64
        if length >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while length - offset >= 32 {
                lanes.0 = round(lanes.0, read64(input, offset))
                lanes.1 = round(lanes.1, read64(input, offset + 8))
                lanes.2 = round(lanes.2, read64(input, offset + 16))
                lanes.3 = round(lanes.3, read64(input, offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
            }
        } else {
            hash = prime5
        }
        hash &+= UInt64(length)
        while length - offset >= 8 {
            hash = rotate(hash ^ round(0, read64(input, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if length - offset >= 4 {
            hash = rotate(hash ^ (UInt64(read32(input, offset)) &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < length {
            hash = rotate(hash ^ (UInt64(input[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        return hash ^ (hash >> 32)
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { value << count | value >> (64 - count) }

    @inline(__always)
    private static func read64(_ input: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func read32(_ input: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
