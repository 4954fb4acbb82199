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
        var changes: [String] = []
        if metadata.header.threshold != options.threshold.value {
            changes.append("threshold \(metadata.header.threshold) → \(options.threshold)")
        }
        if metadata.header.rectGrid != options.rectGrid {
            changes.append("rect grid \(metadata.header.rectGrid) → \(options.rectGrid)")
        }
        if metadata.header.rectMode != options.rectMode {
            changes.append("rect mode \(metadata.header.rectMode) → \(options.rectMode)")
        }
        let scale = options.scale(forFileName: fileName)
        if metadata.header.scale != scale { changes.append("scale \(metadata.header.scale) → \(scale)") }
        if metadata.hasDistanceField != options.toleranceData {
            changes.append(
                "tolerance data \(metadata.hasDistanceField ? "on" : "off") → \(options.toleranceData ? "on" : "off")")
        }
        if metadata.outlineSettings != options.outlines {
            func describe(_ settings: OutlineSettings?) -> String { settings.map { "\($0)" } ?? "none" }
            changes.append("outlines \(describe(metadata.outlineSettings)) → \(describe(options.outlines))")
        }
        if !changes.isEmpty { return .stale(reason: "options changed: " + changes.joined(separator: ", ")) }
        if source.generatorRevision != MaskGenerator.revision {
            return .stale(
                reason: "made by generator revision \(source.generatorRevision), this is \(MaskGenerator.revision)")
        }
        return .current
    }
}
