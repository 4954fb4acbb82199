import Foundation
import Testing

@testable import HitMaskReport

/// WebAssets.swift is generated from hitmask.js and the page's own files, and committed; a page built from a stale copy would
/// ship an
/// old reader, so the two must never disagree.
@Suite("The report page's embedded scripts and styles")
struct WebAssetsTests {
    @Test("WebAssets.swift holds each file it names exactly (else run swift run embed-web-assets)")
    func embeddedTextMatchesTheFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(!WebAssets.all.isEmpty)
        for asset in WebAssets.all {
            let file = try String(contentsOf: folder.appendingPathComponent(asset.file), encoding: .utf8)
            #expect(
                asset.text == file,
                "\(asset.file) changed since WebAssets.swift was generated: run swift run embed-web-assets")
        }
    }
}
