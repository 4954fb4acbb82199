import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What happened to one source PNG, or to one orphaned output.
public struct AssetResult: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
        /// Written (it was missing, stale, or --force).
        case generated
        /// Its output already records the same source digest, options and generator revision.
        case upToDate = "up-to-date"
        /// The PNG could not be read or decoded; its output, if any, was left as it was.
        case failed
        /// --check: no output yet.
        case missing
        /// --check: the output is out of date (`detail` says why).
        case stale
        /// An output whose source is gone (reported by --check, removed by --prune).
        case orphaned
        /// --prune removed this orphaned output.
        case pruned
        /// --check: a temporary file that a killed run left in an output folder.
        case staleTemporary = "stale-temporary"
        /// A temporary file that a killed run left in an output folder, removed by this run.
        case removedTemporary = "removed-temporary"
    }

    /// The source PNG; nil for orphaned outputs.
    public let sourcePath: String?
    public let outputPath: String
    public let status: Status
    /// Why it failed or is stale.
    public let detail: String?
    public var warnings: [String] = []
    /// The output's path below its output folder (below its input folder for masks beside their sources): where an
    /// older copy of the same outputs holds this mask. nil for temporary files.
    public var relativePath: String? = nil
}

/// Generates, checks and prunes masks for whole input lists: scanning, placing outputs, skipping what is
/// up to date, writing atomically, working on several files at once, and carrying on past bad files.
public struct BatchGenerator: Sendable {
    public enum Placement: Equatable, Sendable {
        /// Mirror each PNG's path below its input folder into this folder.
        case mirror(into: String)
        /// Write each mask next to its PNG.
        case besideSources
    }

    public enum Mode: Equatable, Sendable {
        /// Write missing and stale outputs (all of them with `force`).
        case generate(force: Bool)
        /// Write nothing; report missing, stale and orphaned outputs.
        case check
    }

    public var placement: Placement
    public var mode: Mode = .generate(force: false)
    /// Delete orphaned outputs (only files that load as valid `.hitmask` files).
    public var prune = false
    /// Only this share of the masks (generation, check, prune and temporaries alike); nil for all.
    public var shard: Shard?
    /// Files worked on at once. Outputs are the same whatever the number.
    public var jobs = WorkerCount.default
    /// Atlas metadata files to read besides those found next to the PNGs (hitmask.json's "atlases").
    public var atlasFiles: [String] = []
    /// The options for each PNG (from the config file's settings and overrides, and the command line).
    public var options: @Sendable (SourceAsset) -> GenerationOptions

    public struct Progress: Sendable {
        public let completed: Int
        public let total: Int
        public let sourcePath: String
    }

    public init(placement: Placement, options: @escaping @Sendable (SourceAsset) -> GenerationOptions) {
        self.placement = placement
        self.options = options
    }

    public init(outputDirectory: String, options: GenerationOptions) {
        self.init(placement: .mirror(into: outputDirectory), options: { _ in options })
    }

    public struct Report: Sendable {
        public var results: [AssetResult] = []
        /// Inputs that could not be scanned at all (missing paths, unreadable folders).
        public var inputErrors: [String] = []
        public var elapsedSeconds: Double = 0

        public func count(_ status: AssetResult.Status) -> Int { results.filter { $0.status == status }.count }
        public var generatedCount: Int { count(.generated) }
        public var failedCount: Int { count(.failed) }

        /// False when a file failed, an input was bad, or (for --check) anything is not current.
        public var succeeded: Bool {
            inputErrors.isEmpty
                && results.allSatisfy { [.generated, .upToDate, .pruned, .removedTemporary].contains($0.status) }
        }
    }

    public func run(inputs: [String], progress: (@Sendable (Progress) -> Void)? = nil) -> Report {
        let start = ContinuousClock.now
        var report = Report()
        var work: [(asset: SourceAsset, outputPath: String)] = []
        var claimed: [String: String] = [:]  // output path → the source that claimed it
        var scannedFolders: [String] = []
        var scannedAtlasMetadata: [String: [String]] = [:]
        for input in inputs {
            let assets: [SourceAsset]
            do {
                let contents = try AssetScanner.contents(of: input, excluding: excludedFolders)
                assets = contents.assets
                scannedAtlasMetadata.merge(contents.atlasMetadata) { first, _ in first }
            } catch {
                report.inputErrors.append(error.description)
                continue
            }
            if FileSystem.isFolder(input) == true {
                scannedFolders.append(input)
            }
            for asset in assets {
                let outputPath = self.outputPath(for: asset)
                let key = LexicalPath.standardized(outputPath)
                if let earlier = claimed[key] {
                    report.results.append(
                        AssetResult(
                            sourcePath: asset.sourcePath, outputPath: outputPath, status: .failed,
                            detail: "its output \(outputPath) is already produced from \(earlier)"))
                    continue
                }
                claimed[key] = asset.sourcePath
                if let shard, !shard.contains(relativePath: asset.relativeOutputPath) { continue }
                work.append((asset, outputPath))
            }
        }

        report.results += staleTemporaries(scannedFolders: scannedFolders)
        // Atlas metadata beside the PNGs (and named in the config file): pages get their frames.
        let atlases = AtlasCatalog(
            forPNGs: work.map(\.asset.sourcePath), named: atlasFiles, scanned: scannedAtlasMetadata)
        // A broken file that blocks its page is told once, as that page's failure.
        let blocking = Set(work.compactMap { atlases.unusableMetadata(for: $0.asset.sourcePath)?.file })
        report.inputErrors += atlases.errors.filter { !blocking.contains($0.file) }.map(\.description)
        // A run into an output folder that is not there yet looks up no output: none can exist.
        var outputsMayExist = true
        if case .mirror(let folder) = placement { outputsMayExist = FileSystem.exists(folder) }
        report.results += processAll(work, atlases: atlases, outputsMayExist: outputsMayExist, progress: progress)
        if mode == .check || prune {
            report.results += orphans(expected: Set(claimed.keys), scannedFolders: scannedFolders)
        }
        let elapsed = (ContinuousClock.now - start).components
        report.elapsedSeconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return report
    }

    /// The output folder is never scanned for inputs, even when it lies inside one.
    var excludedFolders: [String] {
        if case .mirror(let folder) = placement { [folder] } else { [] }
    }

    func outputPath(for asset: SourceAsset) -> String {
        switch placement {
        case .mirror(let folder):
            return LexicalPath.appending(asset.relativeOutputPath, to: folder)
        case .besideSources:
            let stem =
                asset.sourcePath.lowercased().hasSuffix(".png")
                ? String(asset.sourcePath.dropLast(4)) : asset.sourcePath
            return stem + ".hitmask"
        }
    }

    /// Works through the list on `jobs` threads; results keep the list's order.
    private func processAll(
        _ work: [(asset: SourceAsset, outputPath: String)], atlases: AtlasCatalog, outputsMayExist: Bool,
        progress: (@Sendable (Progress) -> Void)?
    ) -> [AssetResult] {
        typealias Item = (asset: SourceAsset, outputPath: String)
        let total = work.count
        var completed: (@Sendable (Int, Item) -> Void)?
        if let progress {
            completed = { count, item in
                progress(Progress(completed: count, total: total, sourcePath: item.asset.sourcePath))
            }
        }
        let generator = self
        return work.concurrentMap(jobs: jobs, completed: completed) { (item: Item) -> AssetResult in
            generator.process(
                item.asset, outputPath: item.outputPath, atlases: atlases, outputMayExist: outputsMayExist)
        }
    }

    private func process(
        _ asset: SourceAsset, outputPath: String, atlases: AtlasCatalog, outputMayExist: Bool
    ) -> AssetResult {
        func result(_ status: AssetResult.Status, _ detail: String? = nil, warnings: [String] = []) -> AssetResult {
            AssetResult(
                sourcePath: asset.sourcePath, outputPath: outputPath, status: status, detail: detail,
                warnings: warnings,
                relativePath: asset.relativeOutputPath)
        }
        let sourceBytes: [UInt8]
        do {
            sourceBytes = try FileBytes.read(path: asset.sourcePath, limit: .max)
        } catch {
            return result(.failed, "cannot read the file")
        }
        var options = self.options(asset)
        if options.scale == nil, let catalogScale = asset.catalogScale { options.scale = catalogScale }
        let fileName = LexicalPath.split(asset.sourcePath).name
        let force = mode == .generate(force: true)
        let atlas = atlases.page(at: asset.sourcePath)
        if atlas == nil, let problem = atlases.unusableMetadata(for: asset.sourcePath) {
            return result(.failed, "its atlas metadata cannot be used: \(problem)")
        }
        let freshness =
            force
            ? .missing
            : OutputFreshness.of(
                output: outputPath, exists: outputMayExist && FileSystem.exists(outputPath),
                sourceBytes: sourceBytes,
                atlas: atlas, fileName: fileName, options: options)

        switch (mode, freshness) {
        case (_, .current): return result(.upToDate)
        case (.check, .missing): return result(.missing)
        case (.check, .stale(let reason)): return result(.stale, reason)
        case (.generate, _):
            do {
                let generated = try MaskGenerator.generate(
                    pngBytes: sourceBytes, fileName: fileName, options: options, atlas: atlas)
                try AtomicFile.write(generated.fileBytes, to: outputPath)
                return result(.generated, warnings: generated.warnings)
            } catch let error as GenerationError {
                return result(.failed, error.description)
            } catch {
                return result(.failed, "\(error)")
            }
        }
    }

    /// The folders this run writes outputs into.
    private func outputRoots(scannedFolders: [String]) -> [String] {
        switch placement {
        case .mirror(let folder): [folder]
        case .besideSources: scannedFolders
        }
    }

    /// Temporary files of `AtomicFile`'s naming that a killed run left in the output folders: removed, or only
    /// reported by --check. Those of running processes are left alone.
    private func staleTemporaries(scannedFolders: [String]) -> [AssetResult] {
        var results: [AssetResult] = []
        for root in outputRoots(scannedFolders: scannedFolders) {
            // Temporaries are hidden files; hidden folders (.build, .git) are not ours and are not entered.
            for path in AssetScanner.files(withSuffix: ".tmp", under: root, includingHiddenFiles: true) {
                let name = LexicalPath.split(path).name
                let relative = String(path.dropFirst(root.count).drop { $0 == "/" })
                guard AtomicFile.Temporary.isStale(name, forFilesEndingIn: ".hitmask") else { continue }
                // The mask it was for: another shard's temporaries are that shard's to judge.
                let target = LexicalPath.appending(
                    AtomicFile.Temporary.target(of: name) ?? name, to: LexicalPath.split(relative).folder)
                if let shard, !shard.contains(relativePath: target) { continue }
                if mode == .check {
                    results.append(
                        AssetResult(
                            sourcePath: nil, outputPath: path, status: .staleTemporary, detail: "left by a killed run"))
                } else if unlink(path) == 0 {
                    results.append(
                        AssetResult(sourcePath: nil, outputPath: path, status: .removedTemporary, detail: nil))
                }
            }
        }
        return results
    }

    /// `.hitmask` files where this run puts outputs that no current source produces.
    private func orphans(expected: Set<String>, scannedFolders: [String]) -> [AssetResult] {
        let roots = outputRoots(scannedFolders: scannedFolders)
        var seen = Set<String>()
        var results: [AssetResult] = []
        for root in roots {
            for path in AssetScanner.files(withSuffix: ".hitmask", under: root) {
                let key = LexicalPath.standardized(path)
                guard !expected.contains(key), seen.insert(key).inserted else { continue }
                let relativePath = String(path.dropFirst(root.count).drop { $0 == "/" })
                if let shard, !shard.contains(relativePath: relativePath) { continue }
                guard prune, mode != .check else {
                    results.append(
                        AssetResult(
                            sourcePath: nil, outputPath: path, status: .orphaned, detail: "its source PNG is gone",
                            relativePath: relativePath))
                    continue
                }
                // Only ever delete what is provably a mask: a file that loads as a valid .hitmask.
                guard (try? HitMask(contentsOf: path)) != nil else {
                    results.append(
                        AssetResult(
                            sourcePath: nil, outputPath: path, status: .orphaned,
                            detail: "not a valid .hitmask file, so pruning left it alone"))
                    continue
                }
                if let reason = FileSystem.removeFile(path) {
                    results.append(
                        AssetResult(
                            sourcePath: nil, outputPath: path, status: .orphaned,
                            detail: "cannot delete it (\(reason))"))
                } else {
                    results.append(AssetResult(sourcePath: nil, outputPath: path, status: .pruned, detail: nil))
                }
            }
        }
        return results
    }
}
