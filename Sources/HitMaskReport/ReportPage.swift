import HitMaskGenerator

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `hitmask report` page: one self-contained HTML file. The summary is plain HTML (it shows before any script
/// runs, and without one); the masks are embedded as data and drawn, queried and compared in the page by
/// hitmask.js and the report script, both inlined.
public struct ReportPage: Sendable {
    public var title: String
    /// The inputs the masks come from, as given.
    public var inputs: [String]
    public var contents: ReportBuilder.Contents

    public init(title: String, inputs: [String], contents: ReportBuilder.Contents) {
        (self.title, self.inputs, self.contents) = (title, inputs, contents)
    }

    /// The page's bytes: the same inputs give the same bytes (no dates, entries in path order, sorted keys).
    public func html() -> String {
        let entries = contents.entries
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="hitmask \(HitMaskVersion.current)">
            <title>\(escaped(title))</title>
            <style>
            \(WebAssets.reportCSS)</style>
            </head>
            <body>
            <header>
            <h1>\(escaped(title))</h1>
            <p class="meta">\(entries.count) \(entries.count == 1 ? "entry" : "entries") from \
            \(inputs.map { "<code>\(escaped($0))</code>" }.joined(separator: ", ")) · hitmask \(HitMaskVersion.current)\
            \(contents.againstFolder.map { " · compared with <code>\(escaped($0))</code>" } ?? "")</p>
            </header>
            <main>
            <section id="summary" aria-label="Summary">
            <table class="summary">
            \(summaryRows().joined(separator: "\n"))
            </table>
            </section>
            <section id="masks" aria-label="Masks">
            <noscript><p>The masks are drawn by the page's script: allow scripts to see them.</p></noscript>
            </section>
            </main>

            """
        page += dataScript(id: "report-data", json: encoded(Payload(entries: entries, errors: contents.inputErrors)))
        page += dataScript(
            id: "report-sprites", json: "[" + contents.sprites.map(jsonString).joined(separator: ",") + "]")
        // hitmask.js is an ES module; inlined ahead of the report script in one module, its exports are plain
        // declarations the report script sees.
        let reader = WebAssets.hitmaskJS.replacing(#/(?m)^export /#, with: "")
        page += "<script type=\"module\">\n\(reader)\n\(WebAssets.reportJS)</script>\n</body>\n</html>\n"
        return page
    }

    private struct Payload: Encodable {
        let entries: [ReportEntry]
        let errors: [String]
    }

    private func encoded<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        // Inside <script>, "<" could start "</script>" or "<!--": JSON may spell it as an escape instead.
        return json.replacing("<", with: "\\u003c")
    }

    /// A JSON string literal, written directly: sprites are megabytes of base64 that need no escaping, which
    /// JSONEncoder takes seconds to find out.
    private func jsonString(_ text: String) -> String {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "<")
        }
        return plain ? "\"" + text + "\"" : encoded(text)
    }

    private func dataScript(id: String, json: String) -> String {
        "<script type=\"application/json\" id=\"\(id)\">\(json)</script>\n"
    }

    // MARK: The summary

    private func summaryRows() -> [String] {
        let entries = contents.entries
        let current = entries.filter { $0.status != "removed" }
        let withMask = current.filter { $0.mask != nil }
        let sources = current.filter { $0.source != nil }
        let pngBytes = sources.compactMap(\.pngBytes).reduce(0, +)
        let fileBytes = withMask.compactMap(\.maskFileBytes).reduce(0, +)
        let sectionBytes = withMask.compactMap(\.maskSectionBytes).reduce(0, +)
        let pixels = withMask.reduce(0) { $0 + ($1.width ?? 0) * ($1.height ?? 0) }
        let solid = withMask.compactMap(\.solidPixels).reduce(0, +)
        let masksAlone =
            !current.isEmpty && current.allSatisfy { [ReportEntry.noSource, ReportEntry.invalid].contains($0.status) }
        var rows = [
            row(
                "Sources",
                masksAlone ? "none given: the masks alone" : "\(count(sources.count, "PNG file")), \(bytes(pngBytes))"),
            row(
                "Masks",
                "\(count(withMask.count, "file")), \(bytes(fileBytes))\(percent(fileBytes, of: pngBytes, " of the PNGs’ bytes")); "
                    + "coded pixels (MASK sections) \(bytes(sectionBytes))\(percent(sectionBytes, of: pngBytes, ""))"),
            row("Pixels", "\(megapixels(pixels))\(percent(solid, of: pixels, " solid"))"),
            masksAlone
                ? row("State", "not checked against sources; \(states(current))")
                : row("State, as <code>--check</code> sees it", states(current)),
        ]
        if !contents.inputErrors.isEmpty {
            rows.append(
                row(
                    "Input errors",
                    contents.inputErrors.map { "<span class=\"error\">\(escaped($0))</span>" }.joined(separator: "<br>")
                ))
        }
        let outlined = withMask.filter { $0.outlineRegions != nil }
        rows.append(
            row(
                "Outlines",
                outlined.isEmpty
                    ? "none"
                    : "\(count(outlined.count, "mask")), \(count(outlined.compactMap(\.outlineRegions).reduce(0, +), "region"))"
            ))
        let pages = withMask.filter { ($0.frames ?? 0) > 0 }
        rows.append(
            row(
                "Atlas frames",
                pages.isEmpty
                    ? "none"
                    : "\(count(pages.count, "page")), \(count(pages.compactMap(\.frames).reduce(0, +), "frame"))"))
        let tolerant = withMask.filter { $0.toleranceData == true }.count
        rows.append(
            row(
                "Tolerance data",
                tolerant == 0 ? "none (distances are worked out in the page)" : count(tolerant, "mask")))
        if let againstFolder = contents.againstFolder {
            rows.append(row("Against <code>\(escaped(againstFolder))</code>", changes(entries)))
        }
        return rows
    }

    private func states(_ entries: [ReportEntry]) -> String {
        let checked = ["up-to-date", "stale", "missing", "orphaned", "failed", "stale-temporary"]
        let alone = [ReportEntry.noSource, ReportEntry.invalid]
        let order = entries.contains { alone.contains($0.status) } ? alone : checked
        let names = [
            "up-to-date": "up to date", "stale-temporary": "temporary files left by killed runs",
            ReportEntry.noSource: "loaded", ReportEntry.invalid: "refused by the reader",
        ]
        return order.map { state in
            let number = entries.filter { $0.status == state }.count
            let label = "\(number) \(names[state] ?? state)"
            return number == 0 || [checked[0], alone[0]].contains(state) && number == entries.count
                ? "<span class=\"\(number == 0 ? "zero" : "state-\(state)")\">\(label)</span>"
                : "<button type=\"button\" class=\"filter state-\(state)\" data-filter=\"status:\(state)\">\(label)</button>"
        }.joined(separator: " · ")
    }

    private func changes(_ entries: [ReportEntry]) -> String {
        let states = ["changed", "added", "removed", "unchanged"]
        var parts = states.map { state in
            let number = entries.filter { $0.change?.state == state }.count
            return number == 0 || state == "unchanged"
                ? "<span class=\"\(number == 0 ? "zero" : "change-\(state)")\">\(number) \(state)</span>"
                : "<button type=\"button\" class=\"filter change-\(state)\" data-filter=\"change:\(state)\">\(number) \(state)</button>"
        }
        let changedPixels = entries.filter { $0.change?.state == "changed" }.compactMap { $0.change?.changedPixels }
            .reduce(0, +)
        parts[0] += " (\(count(changedPixels, "pixel")))"
        return parts.joined(separator: " · ")
    }

    private func row(_ heading: String, _ value: String) -> String {
        "<tr><th scope=\"row\">\(heading)</th><td>\(value)</td></tr>"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }

    private func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    private func bytes(_ number: Int) -> String {
        switch number {
        case ..<1000: return "\(number) bytes"
        case ..<1_000_000: return PrintfFormat.fixed(Double(number) / 1e3, digits: 1) + " kB"
        default: return PrintfFormat.fixed(Double(number) / 1e6, digits: 1) + " MB"
        }
    }

    private func megapixels(_ number: Int) -> String {
        number < 100_000 ? count(number, "pixel") : PrintfFormat.fixed(Double(number) / 1e6, digits: 1) + " Mpx"
    }

    private func percent(_ part: Int, of whole: Int, _ what: String) -> String {
        whole == 0 ? "" : " (" + PrintfFormat.fixed(100 * Double(part) / Double(whole), digits: 1) + "%" + what + ")"
    }

    private func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }
}
