import HitMaskReader

/// Whether an existing `.hitmask` still matches its source and options. The file itself is the cache:
/// its SRCH section holds the source's XXH64 digest, its header the options, and the generator revision.
enum OutputFreshness: Equatable {
    case current
    case missing
    case stale(reason: String)

    static func of(
        output path: String, exists: Bool, sourceBytes: [UInt8], atlas: AtlasCatalog.Page?, fileName: String,
        options: GenerationOptions
    ) -> OutputFreshness {
        guard exists else { return .missing }
        let metadata: HitMaskMetadata
        do {
            metadata = try HitMaskMetadata(contentsOf: path)
        } catch {
            return .stale(reason: "the existing output is not a valid .hitmask (\(error))")
        }
        guard let source = metadata.source else {
            return .stale(reason: "the existing output records no source digest")
        }
        if source.digest != MaskGenerator.sourceDigest(pngBytes: sourceBytes, atlas: atlas) {
            return .stale(
                reason: atlas == nil ? "the source PNG changed" : "the source PNG or its atlas metadata changed")
        }
        // Each setting the file records, against what the options would make now (GenerationSetting's table).
        let changes = GenerationSetting.all.compactMap { $0.recordedChange?(metadata, options, fileName) }
        if !changes.isEmpty { return .stale(reason: "options changed: " + changes.joined(separator: ", ")) }
        if source.generatorRevision != MaskGenerator.revision {
            return .stale(
                reason: "made by generator revision \(source.generatorRevision), this is \(MaskGenerator.revision)")
        }
        return .current
    }
}
