/// What the generator recorded about the source image, so unchanged inputs can be skipped.
package struct SourceRecord: Sendable, Equatable {
    /// XXH64 (seed 0) of the source file's bytes.
    package let digest: UInt64
    /// The generator's output revision: bumped whenever the same source and options would give a different file.
    package let generatorRevision: UInt16

    package init(digest: UInt64, generatorRevision: UInt16) {
        self.digest = digest
        self.generatorRevision = generatorRevision
    }
}
