/// What the generator recorded about the source image, so unchanged inputs can be skipped.
package struct SourceRecord: Sendable, Equatable {
    package let digestAlgorithm: HitMaskFormat.DigestAlgorithm
    /// The digest of the source file's bytes.
    package let digest: [UInt8]
    /// The source file's size in bytes.
    package let byteCount: UInt64
    /// The generator's output revision: bumped whenever the same source and options would give a different file.
    package let generatorRevision: UInt16

    package init(
        digestAlgorithm: HitMaskFormat.DigestAlgorithm, digest: [UInt8], byteCount: UInt64, generatorRevision: UInt16
    ) {
        self.digestAlgorithm = digestAlgorithm
        self.digest = digest
        self.byteCount = byteCount
        self.generatorRevision = generatorRevision
    }

}
