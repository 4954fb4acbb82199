#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension BatchGenerator.Report {
    /// The machine-readable report of `hitmask generate --json`: every file with its status, totals, elapsed time.
    public func json() -> String {
        struct File: Encodable {
            let source: String?, output: String, status: String, error: String?, warnings: [String]
        }
        struct Document: Encodable {
            let files: [File]
            let inputErrors: [String]
            let totals: [String: Int]
            let elapsedSeconds: Double
            let succeeded: Bool
        }
        var totals = Dictionary(uniqueKeysWithValues: AssetResult.Status.allCases.map { ($0.rawValue, count($0)) })
        totals["files"] = results.count
        let document = Document(
            files: results.map {
                File(
                    source: $0.sourcePath, output: $0.outputPath, status: $0.status.rawValue, error: $0.detail,
                    warnings: $0.warnings)
            },
            inputErrors: inputErrors, totals: totals, elapsedSeconds: (elapsedSeconds * 1000).rounded() / 1000,
            succeeded: succeeded)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
    }

    /// One line: counts by status and the time taken, e.g. `953 files: 3 generated, 950 up to date (0.41 s)`.
    public var summary: String {
        let order: [(AssetResult.Status, String)] = [
            (.generated, "generated"), (.upToDate, "up to date"), (.failed, "failed"), (.missing, "missing"),
            (.stale, "stale"), (.orphaned, "orphaned"), (.pruned, "pruned"),
            (.staleTemporary, "stale temporary files"), (.removedTemporary, "stale temporary files removed"),
        ]
        let sources = results.filter { $0.sourcePath != nil }.count
        var parts = order.compactMap { status, name in count(status) > 0 ? "\(count(status)) \(name)" : nil }
        if !inputErrors.isEmpty {
            parts.append("\(inputErrors.count) input\(inputErrors.count == 1 ? "" : "s") not read (above)")
        }
        if parts.isEmpty { parts = ["nothing to do"] }
        return "\(sources) PNG file\(sources == 1 ? "" : "s"): " + parts.joined(separator: ", ")
            + " (" + PrintfFormat.fixed(elapsedSeconds, digits: 2) + " s)"
    }

    /// Warnings grouped by text, in order of first appearance, each with the files that raised it.
    public func warningGroups() -> [(warning: String, sources: [String])] {
        var order: [String] = []
        var sources: [String: [String]] = [:]
        for result in results {
            for warning in result.warnings {
                if sources[warning] == nil { order.append(warning) }
                sources[warning, default: []].append(result.sourcePath ?? result.outputPath)
            }
        }
        return order.map { ($0, sources[$0]!) }
    }
}
