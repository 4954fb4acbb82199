import HitMaskEncoding
import HitMaskGenerator
import HitMaskReader

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a report page shows each mask's sprite.
public enum SpriteEmbedding: String, Sendable, CaseIterable {
    /// The PNG inside the page, as a data URL: one file that opens anywhere (and weighs what the PNGs weigh).
    case embed
    /// A relative link from the page to the PNG: a light page that needs the sprites beside it.
    case link
    /// No sprites: masks only.
    case none
}

/// Gathers what a `hitmask report` page shows: each mask of a `--check` run with its figures and bytes, the
/// sprites, and, against an older folder of the same masks, what changed.
public struct ReportBuilder: Sendable {
    public var sprites: SpriteEmbedding = .embed
    /// The folder the page is written to, which linked sprites are relative to.
    public var pageFolder: String
    /// An older copy of the outputs (the masks of the base branch, say), matched by each mask's relative path.
    public var againstFolder: String?
    /// How the page shows source paths and folders.
    public var paths = ReportPaths(inputs: [])

    public init(pageFolder: String) {
        self.pageFolder = pageFolder
    }

    /// What a page shows: rows in path order and the sprites they point at.
    public struct Contents: Sendable {
        public var entries: [ReportEntry] = []
        public var sprites: [String] = []
        public var inputErrors: [String] = []
        /// The older folder, as given, in diff mode.
        public var againstFolder: String?
    }

    public func contents(of check: BatchGenerator.Report) -> Contents {
        var contents = Contents()
        contents.inputErrors = check.inputErrors
        var current: [String: (mask: HitMask, bytes: [UInt8])?] = [:]
        for result in check.results {
            var entry = ReportEntry(name: result.relativePath ?? result.outputPath, status: result.status.rawValue)
            entry.source = result.sourcePath.map(paths.shown)
            entry.detail = result.detail
            if let source = result.sourcePath {
                entry.pngBytes = FileSystem.size(source)
                if let sprite = spriteReference(source) {
                    entry.sprite = contents.sprites.count
                    contents.sprites.append(sprite)
                }
            }
            var loaded: (mask: HitMask, bytes: [UInt8])?
            if [.upToDate, .stale, .orphaned].contains(result.status) {
                loaded = Self.load(result.outputPath, into: &entry)
            }
            if let relativePath = result.relativePath, result.status != .staleTemporary {
                current[relativePath] = .some(loaded)  // kept when nil: the mask is there to compare, if unread
            }
            contents.entries.append(entry)
        }
        compare(&contents, current: current)
        return contents
    }

    /// A page of masks alone, with no sources to check them against (a folder of masks an engine team receives,
    /// or a CI artifact that holds only masks): each mask as it loads, drawn by itself.
    public func contents(ofMasksIn folder: String) -> Contents {
        var contents = Contents()
        var current: [String: (mask: HitMask, bytes: [UInt8])?] = [:]
        for path in AssetScanner.files(withSuffix: ".hitmask", under: folder) {
            let relativePath = String(path.dropFirst(folder.count).drop { $0 == "/" })
            var entry = ReportEntry(name: relativePath, status: ReportEntry.noSource)
            let loaded = Self.load(path, into: &entry)
            if loaded == nil { entry.status = ReportEntry.invalid }
            current[relativePath] = .some(loaded)
            contents.entries.append(entry)
        }
        compare(&contents, current: current)
        return contents
    }

    /// Reads and describes a mask file; nil, with the reason in the entry, when it does not load.
    private static func load(_ path: String, into entry: inout ReportEntry) -> (mask: HitMask, bytes: [UInt8])? {
        do {
            let bytes = try FileBytes.read(path: path)
            let mask = try HitMask(bytes: bytes)
            entry.describe(mask, fileBytes: bytes)
            return (mask, bytes)
        } catch {
            let problem = "the file does not load as a .hitmask (\(error))"
            entry.detail = [entry.detail, problem].compactMap { $0 }.joined(separator: "; ")
            return nil
        }
    }

    /// Against the older folder: what changed in each current mask (by relative path), and the masks only the older
    /// folder has, shown as they were so that a review sees what went. Entries end in path order.
    private func compare(_ contents: inout Contents, current: [String: (mask: HitMask, bytes: [UInt8])?]) {
        if let againstFolder {
            contents.againstFolder = paths.shown(againstFolder)
            for index in contents.entries.indices {
                let name = contents.entries[index].name
                guard let loaded = current[name] else { continue }
                contents.entries[index].change = Self.change(
                    from: LexicalPath.appending(name, to: againstFolder), to: loaded)
            }
            for path in AssetScanner.files(withSuffix: ".hitmask", under: againstFolder) {
                let relativePath = String(path.dropFirst(againstFolder.count).drop { $0 == "/" })
                guard current[relativePath] == nil, let bytes = try? FileBytes.read(path: path),
                    let mask = try? HitMask(bytes: bytes)
                else { continue }
                var entry = ReportEntry(name: relativePath, status: "removed")
                entry.describe(mask, fileBytes: bytes)
                entry.change = ReportEntry.Change(state: "removed", changedPixels: mask.solidPixelCount)
                contents.entries.append(entry)
            }
        }
        contents.entries.sort { ($0.name, $0.status) < ($1.name, $1.status) }
    }

    /// What changed between the older folder's copy of a mask and the current one.
    private static func change(from oldPath: String, to current: (mask: HitMask, bytes: [UInt8])?) -> ReportEntry
        .Change?
    {
        let oldBytes = try? FileBytes.read(path: oldPath)
        let old = oldBytes.flatMap { try? HitMask(bytes: $0) }
        switch (old, current) {
        case (nil, nil):
            return nil
        case (nil, let current?):
            return ReportEntry.Change(state: "added", changedPixels: current.mask.solidPixelCount)
        case (let old?, nil):
            var change = ReportEntry.Change(state: "removed", changedPixels: old.solidPixelCount)
            change.describeOld(old)
            return change
        case (let old?, let current?):
            let changedPixels = oldBytes == current.bytes ? 0 : MaskDifference.changedPixels(old, current.mask)
            var change = ReportEntry.Change(
                state: changedPixels == 0 ? "unchanged" : "changed", changedPixels: changedPixels)
            change.describeOld(old)
            if changedPixels > 0, let oldBytes { change.oldMask = ReportEntry.pageBytes(oldBytes) }
            return change
        }
    }

    private func spriteReference(_ path: String) -> String? {
        switch sprites {
        case .none:
            return nil
        case .embed:
            guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
            return "data:image/png;base64," + bytes.base64EncodedString()
        case .link:
            return RelativeLink.from(folder: pageFolder, to: path)
        }
    }
}

extension ReportEntry {
    /// The figures of a loaded mask and the bytes the page decodes.
    mutating func describe(_ mask: HitMask, fileBytes: [UInt8]) {
        (width, height, solidPixels, rects) = (mask.width, mask.height, mask.solidPixelCount, mask.rects.count)
        outlineRegions = mask.outlineSettings == nil ? nil : mask.outlines.count
        frames = mask.frames.count
        toleranceData = mask.distanceByteCount > 0
        maskFileBytes = fileBytes.count
        maskSectionBytes = mask.maskByteCount
        self.mask = Self.pageBytes(fileBytes)
    }

    /// A file as the page gets it: base64, without the distance field.
    static func pageBytes(_ fileBytes: [UInt8]) -> String {
        let bytes = HitMaskWriter.removingSection(HitMaskFormat.SectionID.distance, from: fileBytes) ?? fileBytes
        return Data(bytes).base64EncodedString()
    }
}

extension ReportEntry.Change {
    mutating func describeOld(_ old: HitMask) {
        (oldWidth, oldHeight, oldSolidPixels, oldRects) = (old.width, old.height, old.solidPixelCount, old.rects.count)
        oldOutlineRegions = old.outlineSettings == nil ? nil : old.outlines.count
    }
}
