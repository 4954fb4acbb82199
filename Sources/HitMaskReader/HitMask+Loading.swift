extension HitMask {
    /// Loads a `.hitmask` from its bytes, validating all of it. Throws `HitMaskError`; never traps.
    public init(bytes: [UInt8]) throws(HitMaskError) {
        // Array.withUnsafeBytes rethrows untyped errors: carry the typed one out in a Result.
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(HitMaskError) in try HitMaskFileParser.parse(buffer) }
        }
        self = try result.get()
    }

    /// Loads a `.hitmask` from raw bytes (for example a memory-mapped resource). The bytes are not retained.
    public init(bytes: UnsafeRawBufferPointer) throws(HitMaskError) {
        self = try HitMaskFileParser.parse(bytes)
    }

    /// Loads a `.hitmask` file from a path.
    public init(contentsOf path: String) throws(HitMaskError) {
        self = try HitMask(bytes: try FileBytes.read(path: path))
    }
}
