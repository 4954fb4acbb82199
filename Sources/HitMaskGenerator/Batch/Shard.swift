/// One of N deterministic shares of a batch, so N CI jobs can split a huge asset tree (`--shard K/N`).
///
/// A mask belongs to a shard by a hash of its output path relative to the output folder (or to its input folder,
/// for masks beside their sources): the same on every machine, and a file keeps its shard when others are added or
/// removed. Generation, `--check`, `--prune` and the cleanup of temporaries each touch only their shard's masks.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based, as written on the command line.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, with 1 ≤ K ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the mask at `relativePath` (relative to its output or input folder, `/`-separated) is this shard's.
    public func contains(relativePath: String) -> Bool {
        Int(Self.hash(relativePath) % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64-bit, over the path's UTF-8 bytes: fixed by its definition, unlike `Hasher`, which is seeded
    /// per process.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
