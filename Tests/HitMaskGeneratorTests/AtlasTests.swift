import Foundation
import HitMaskGenerator
import HitMaskOutlines
import HitMaskReader
import HitMaskTestSupport
import Testing

@testable import HitMaskEncoding

/// Real sprites packed into synthetic atlases in every supported format: every frame must answer exactly like the
/// sprite it came from, at every pixel (and clear around it).
@Suite("Texture atlases: every frame answers like its original sprite", .serialized)
struct AtlasTests {
    static let sprites: [SyntheticAtlas.Sprite] = {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Sprites")
        let urls =
            ["flower.png", "ring.png", "sword.png", "button.png", "flower@2x.png"].map {
                samples.appendingPathComponent($0)
            }
            + ["basn6a08.png", "tbrn2c08.png", "tp1n3p08.png", "basi6a16.png"].map {
                Fixtures.pngSuite.appendingPathComponent($0)
            }
        return urls.map { url in
            let mask = try! MaskGenerator.generate(
                pngBytes: Fixtures.bytes(url), fileName: url.lastPathComponent,
                options: GenerationOptions(threshold: AlphaThreshold(85))
            ).mask
            return SyntheticAtlas.Sprite(name: url.lastPathComponent, bits: mask.bits)
        }
    }()

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("hitmask-atlas-\(UUID().uuidString)")

    /// Writes the page and its metadata under `root/in`, generates, and returns the loaded page mask.
    func generatePage(
        _ files: [String: [UInt8]], page: String, config: String? = nil, outlines: OutlineSettings? = nil
    ) throws -> HitMask {
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        var request = GenerationRequest()
        if let outlines {
            request.commandLine[.outlines] = .flag(true)
            request.commandLine[.outlineEpsilon] = .number(outlines.epsilon)
            request.commandLine[.outlineMode] = .mode(outlines.mode)
            request.commandLine[.maxVertices] = .whole(outlines.maxVertices)
        }
        if let config {
            request.configPath = root.appendingPathComponent(config).path
        } else {
            request.inputs = [root.appendingPathComponent("in").path]
            request.output = root.appendingPathComponent("out").path
        }
        let (batch, inputs) = try request.resolve(workingDirectory: root.path)
        let report = batch.run(inputs: inputs)
        #expect(report.succeeded, "\(report.inputErrors) \(report.results.compactMap(\.detail))")
        return try HitMask(contentsOf: root.appendingPathComponent("out").appendingPathComponent(page).path)
    }

    /// Every frame against its sprite, pixel by pixel, plus its own mask and rects.
    func checkFrames(_ page: HitMask, _ atlas: SyntheticAtlas, pivots: Bool = false) {
        #expect(page.frames.count >= atlas.placements.count)
        for placement in atlas.placements {
            let sprite = placement.sprite
            guard let frame = page.frame(named: sprite.name) else {
                Issue.record("no frame \(sprite.name)")
                continue
            }
            #expect(
                frame.sourceWidth == sprite.bits.width && frame.sourceHeight == sprite.bits.height, "\(sprite.name)")
            #expect(frame.isRotated == placement.turned, "\(sprite.name)")
            var mismatches = 0
            for y in -2..<sprite.bits.height + 2 {
                for x in -2..<sprite.bits.width + 2 {
                    let inside = x >= 0 && y >= 0 && x < sprite.bits.width && y < sprite.bits.height
                    let expected = inside && sprite.bits.isSolid(index: y * sprite.bits.width + x)
                    if page.contains(x: x, y: y, in: frame) != expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "\(sprite.name): \(mismatches) pixels differ")
            let own = page.mask(for: frame)
            #expect(own.bits == sprite.bits, "\(sprite.name)")
            #expect(frame.rects == ShapeRectBuilder.rects(for: sprite.bits, grid: 32, mode: .outer), "\(sprite.name)")
            #expect(own.rects == frame.rects && own.scale == page.scale)
            if pivots {
                #expect(
                    frame.pivot?.x == 0.5 * Double(sprite.bits.width)
                        && frame.pivot?.y == 0.25 * Double(sprite.bits.height))
            }
        }
    }

    @Test(
        "TexturePacker JSON, hash form: trimmed, every other sprite turned clockwise, pivots; frame sizes either way round"
    )
    func texturePackerHash() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 200, trim: true, rotate: { $0 % 2 == 1 }, turn: .clockwise)
        for inPage in [false, true] {
            let json = atlas.texturePackerJSON(image: "sheet.png", array: false, framePageOrientation: inPage)
            let page = try generatePage(
                ["in/sheet.png": atlas.png, "in/sheet.json": Array(json.utf8)], page: "sheet.hitmask")
            checkFrames(page, atlas, pivots: true)
            // File order is kept.
            #expect(page.frames.map(\.name) == Self.sprites.map(\.name))
        }
    }

    @Test(
        "with --outlines, each frame carries its own sprite's outlines in the sprite's pixels, trimmed and turned or not"
    )
    func frameOutlines() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 200, trim: true, rotate: { $0 % 2 == 1 }, turn: .clockwise)
        let json = atlas.texturePackerJSON(image: "sheet.png", array: false)
        let settings = OutlineSettings(epsilon: 1.5, mode: .balanced, maxVertices: 6)
        let page = try generatePage(
            ["in/sheet.png": atlas.png, "in/sheet.json": Array(json.utf8)], page: "sheet.hitmask", outlines: settings)
        #expect(page.outlineSettings == settings && !page.outlines.isEmpty)
        for placement in atlas.placements {
            let frame = try #require(page.frame(named: placement.sprite.name))
            // Exactly what the sprite alone would get: not stretched, shifted or turned by the packing.
            #expect(frame.outlineSettings == settings)
            #expect(
                try frame.outlines == OutlineBuilder.outlines(of: placement.sprite.bits, settings: settings),
                "\(frame.name)")
            let own = page.mask(for: frame)
            #expect(own.outlines == frame.outlines && own.outlineSettings == settings)
        }
    }

    @Test("frames packed edge to edge: the page's outlines join them, each frame's own stay apart")
    func touchingFrameOutlines() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // A 5×3 page, all solid: a 2×3 frame, and beside it the 3×3 kept pixels of a 4×3 sprite (trimmed by one on
        // the left), turned clockwise.
        let png = TestPNG(
            width: 5, height: 3, colorType: .grayAlpha, bitDepth: 8, samples: (0..<15).flatMap { _ in [0, 255] }
        ).encode()
        let json = """
            {"frames": {"left": {"frame": {"x": 0, "y": 0, "w": 2, "h": 3}, "rotated": false, "trimmed": false,
            "spriteSourceSize": {"x": 0, "y": 0, "w": 2, "h": 3}, "sourceSize": {"w": 2, "h": 3}},
            "right": {"frame": {"x": 2, "y": 0, "w": 3, "h": 3}, "rotated": true, "trimmed": true,
            "spriteSourceSize": {"x": 1, "y": 0, "w": 3, "h": 3}, "sourceSize": {"w": 4, "h": 3}}},
            "meta": {"app": "https://www.codeandweb.com/texturepacker", "image": "sheet.png", "size": {"w": 5, "h": 3}}}
            """
        let page = try generatePage(
            ["in/sheet.png": png, "in/sheet.json": Array(json.utf8)], page: "sheet.hitmask",
            outlines: OutlineSettings(epsilon: 0))
        #expect(page.outlines.count == 1)
        let left = try #require(page.frame(named: "left")), right = try #require(page.frame(named: "right"))
        func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [PixelPoint] {
            [PixelPoint(x: x0, y: y0), PixelPoint(x: x1, y: y0), PixelPoint(x: x1, y: y1), PixelPoint(x: x0, y: y1)]
        }
        #expect(left.outlines.map { Set($0.outer) } == [Set(square(0, 0, 2, 3))])
        // The right sprite keeps its 3×3 pixels at x 1...3 of its 4 pixels (trimmed one on the left).
        #expect(right.outlines.map { Set($0.outer) } == [Set(square(1, 0, 4, 3))])
        #expect(
            page.mask(for: right).outlinesContain(x: 2.5, y: 1.5)
                && !page.mask(for: right).outlinesContain(x: 0.5, y: 1.5))
    }

    @Test("TexturePacker JSON, array form: untrimmed, none turned")
    func texturePackerArray() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 300, trim: false, rotate: { _ in false }, turn: .clockwise)
        let page = try generatePage(
            [
                "in/sheet.png": atlas.png,
                "in/sheet.json": Array(atlas.texturePackerJSON(image: "sheet.png", array: true).utf8),
            ],
            page: "sheet.hitmask")
        checkFrames(page, atlas)
    }

    @Test("Aseprite JSON with a slice: frames, and the slice as a frame of its own")
    func aseprite() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 256, trim: true, rotate: { _ in false }, turn: .clockwise)
        let first = Self.sprites[0].bits
        let slice = """
            , "slices": [{"name": "petal", "color": "#0000ffff", "keys": [{"frame": 0, "bounds": {"x": 3, "y": 5, "w": \(first.width - 7), "h": \(first.height - 9)}, "pivot": {"x": 2, "y": 1}}]}]
            """
        let json = atlas.texturePackerJSON(
            image: "hero.png", array: false, app: "https://www.aseprite.org/", extraMeta: slice)
        let page = try generatePage(["in/hero.png": atlas.png, "in/hero.json": Array(json.utf8)], page: "hero.hitmask")
        checkFrames(page, atlas)
        let petal = try #require(page.frame(named: "petal#0"))
        #expect(petal.sourceWidth == first.width - 7 && petal.pivot?.x == 2 && petal.pivot?.y == 1)
        for y in 0..<petal.sourceHeight {
            for x in 0..<petal.sourceWidth {
                #expect(page.contains(x: x, y: y, in: petal) == first.isSolid(index: (y + 5) * first.width + x + 3))
            }
        }
        // The slice has one key, from frame 0 on: every frame gets one.
        #expect(page.frames.filter { $0.name.hasPrefix("petal#") }.count == Self.sprites.count)
    }

    @Test("libGDX .atlas, both forms: trimmed, turned counter-clockwise, offsets from the bottom (y up), two pages")
    func libGDX() throws {
        for newFormat in [false, true] {
            defer { try? FileManager.default.removeItem(at: root) }
            let half = Self.sprites.count / 2
            let first = SyntheticAtlas(
                Array(Self.sprites[..<half]), pageWidth: 180, trim: true, rotate: { $0 % 2 == 0 },
                turn: .counterClockwise)
            let second = SyntheticAtlas(
                Array(Self.sprites[half...]), pageWidth: 180, trim: true, rotate: { $0 % 3 == 1 },
                turn: .counterClockwise)
            let text =
                first.libGDXAtlas(image: "game.png", newFormat: newFormat) + "\n"
                + second.libGDXAtlas(image: "game2.png", newFormat: newFormat)
            _ = try generatePage(
                ["in/game.png": first.png, "in/game2.png": second.png, "in/game.atlas": Array(text.utf8)],
                page: "game.hitmask")
            checkFrames(try HitMask(contentsOf: root.appendingPathComponent("out/game.hitmask").path), first)
            checkFrames(try HitMask(contentsOf: root.appendingPathComponent("out/game2.hitmask").path), second)
        }
    }

    @Test("SpriteKit .atlasc: trimmed, turned clockwise, offsets from the centre (y up)")
    func spriteKit() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 220, trim: true, rotate: { $0 % 2 == 0 }, turn: .clockwise)
        // textureRect's size before rotation, and as the frame lies in the page: spriteSize decides either way.
        for inPage in [false, true] {
            let plist = atlas.spriteKitPlist(image: "Hero.1.png", rectInPageOrientation: inPage)
            let page = try generatePage(
                ["in/Hero.atlasc/Hero.1.png": atlas.png, "in/Hero.atlasc/Hero.plist": Array(plist.utf8)],
                page: "Hero.atlasc/Hero.1.hitmask")
            checkFrames(page, atlas)
        }
    }

    @Test("cocos2d plists, formats 2 and 3: trimmed, turned clockwise, offsets from the centre (y up), aliases")
    func cocos2d() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 220, trim: true, rotate: { $0 % 2 == 1 }, turn: .clockwise)
        for format in [2, 3] {
            let plist = atlas.cocos2dPlist(image: "sheet.png", format: format)
            // An Info.plist beside the page is no atlas, and no error.
            let info = Array(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#.utf8)
            let page = try generatePage(
                ["in/sheet.png": atlas.png, "in/sheet.plist": Array(plist.utf8), "in/Info.plist": info],
                page: "sheet.hitmask")
            // A plist's frames have no order: they come by name, the alias after its frame.
            let sorted = atlas.placements.map(\.sprite.name).sorted()
            var expected = sorted
            if format == 3, let first = atlas.placements.first?.sprite.name, let at = sorted.firstIndex(of: first) {
                expected.insert("alias-" + first, at: at + 1)
            }
            #expect(page.frames.map(\.name) == expected)
            checkFrames(page, atlas)
            if format == 3, let first = atlas.placements.first?.sprite.name {
                #expect(
                    page.frames.first { $0.name == "alias-" + first }?.pageRect
                        == page.frames.first { $0.name == first }?.pageRect)
            }
        }
        // Without a texture name, the page is the PNG named like the plist.
        let unnamed = atlas.cocos2dPlist(image: "", format: 3)
        let described = try AtlasDescription.parse(Array(unnamed.utf8), path: "/x/hero.plist")
        #expect(described?.pages.map(\.imagePath) == ["/x/hero.png"])
        let unsupported = atlas.cocos2dPlist(image: "sheet.png", format: 3).replacingOccurrences(
            of: "<integer>3</integer>", with: "<integer>1</integer>")
        #expect(throws: AtlasError.self) { try AtlasDescription.parse(Array(unsupported.utf8), path: "/x/sheet.plist") }
    }

    @Test("an atlas named in hitmask.json, elsewhere than its page; editing it makes the page stale")
    func namedInConfiguration() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(Self.sprites, pageWidth: 200, trim: true, rotate: { $0 % 2 == 1 }, turn: .clockwise)
        let json = atlas.texturePackerJSON(image: "../in/sheet.png", array: false)
        let config = #"{"inputs": ["in"], "output": "out", "threshold": 85, "atlases": ["meta/sheet.data"]}"#
        // A name the discovery would never pick up beside the page: only the config file's list brings it in.
        let renamed = [
            "in/sheet.png": atlas.png, "meta/sheet.data": Array(json.utf8), "hitmask.json": Array(config.utf8),
        ]
        var request = GenerationRequest()
        request.configPath = root.appendingPathComponent("hitmask.json").path
        for (path, bytes) in renamed {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let (batch, inputs) = try request.resolve(workingDirectory: root.path)
        let report = batch.run(inputs: inputs)
        // ".data" is no format we know: named in the config, that is an error naming the file.
        #expect(report.inputErrors.contains { $0.contains("meta/sheet.data") && $0.contains("not atlas metadata") })

        try FileManager.default.moveItem(
            at: root.appendingPathComponent("meta/sheet.data"), to: root.appendingPathComponent("meta/sheet.json"))
        try Data(#"{"inputs": ["in"], "output": "out", "atlases": ["meta/sheet.json"]}"#.utf8).write(
            to: root.appendingPathComponent("hitmask.json"))
        let page = try generatePage([:], page: "sheet.hitmask", config: "hitmask.json")
        checkFrames(page, atlas)

        // Edit the metadata: the page is stale for --check, and regenerates.
        try Data((json.replacingOccurrences(of: "\"pivot\": {\"x\": 0.5", with: "\"pivot\": {\"x\": 0.75")).utf8)
            .write(to: root.appendingPathComponent("meta/sheet.json"))
        request.mode = .check
        let (check, checkInputs) = try request.resolve(workingDirectory: root.path)
        let stale = check.run(inputs: checkInputs)
        #expect(stale.results.contains { $0.status == .stale && $0.detail?.contains("atlas metadata") == true })
    }

    @Test("bad metadata is named with its reason; a frame outside its page fails that page only")
    func badMetadata() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(
            Array(Self.sprites.prefix(2)), pageWidth: 200, trim: true, rotate: { _ in false }, turn: .clockwise)
        let outside = atlas.texturePackerJSON(image: "sheet.png", array: false).replacingOccurrences(
            of: "\"x\": 0, \"y\": 0", with: "\"x\": 190, \"y\": 0")
        for (path, bytes) in [
            "in/sheet.png": atlas.png, "in/sheet.json": Array(outside.utf8),
            "in/broken.atlas": Array("page.png\nsize: 4,4\nregion\n  xy: 1\n".utf8),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let batch = BatchGenerator(
            outputDirectory: root.appendingPathComponent("out").path, options: GenerationOptions())
        let report = batch.run(inputs: [root.appendingPathComponent("in").path])
        #expect(
            report.inputErrors.contains {
                $0.contains("broken.atlas: line 3: region \"region\": \"xy\" needs 2 whole numbers")
            })
        let failed = try #require(report.results.first { $0.status == .failed })
        #expect(failed.detail?.contains("lies outside the 200×") == true)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/sheet.hitmask").path))
    }

    @Test("a page whose metadata breaks fails, and its mask keeps its frames (never rewritten without them)")
    func brokenMetadataKeepsThePage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let atlas = SyntheticAtlas(
            Array(Self.sprites.prefix(2)), pageWidth: 200, trim: true, rotate: { _ in false }, turn: .clockwise)
        let json = atlas.texturePackerJSON(image: "sheet.png", array: false)
        let page = try generatePage(
            ["in/sheet.png": atlas.png, "in/sheet.json": Array(json.utf8)], page: "sheet.hitmask")
        let pagePath = root.appendingPathComponent("out/sheet.hitmask").path
        let before = try FileBytes.read(path: pagePath)
        try Data(json.dropLast(2).utf8).write(to: root.appendingPathComponent("in/sheet.json"))
        let report = BatchGenerator(
            outputDirectory: root.appendingPathComponent("out").path, options: GenerationOptions()
        )
        .run(inputs: [root.appendingPathComponent("in").path])
        let failed = try #require(report.results.first { $0.status == .failed })
        #expect(failed.sourcePath?.hasSuffix("sheet.png") == true)
        #expect(failed.detail?.contains("sheet.json: invalid JSON") == true, "\(failed.detail ?? "")")
        // Told once: as the page's failure, not again as an input error.
        #expect(report.inputErrors.isEmpty, "\(report.inputErrors)")
        #expect(try FileBytes.read(path: pagePath) == before)
        #expect(page.frames.count == 2)
    }

    @Test("numbers beyond what FRAM holds are refused with the file and reason, never written into a page")
    func numbersOutOfRange() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let tpFrame =
            #"{"frame": {"x": 0, "y": 0, "w": 4, "h": 4}, "sourceSize": {"w": W, "h": 4}, "pivot": {"x": P, "y": 0}}"#
        func texturePacker(width: String = "4", pivot: String = "0.5") -> String {
            let frame = tpFrame.replacingOccurrences(of: "W", with: width).replacingOccurrences(of: "P", with: pivot)
            return #"{"frames": {"a": \#(frame)}, "meta": {"image": "sheet.png"}}"#
        }
        let cases: [(name: String, text: String, reason: String)] = [
            // 1e308 × the source width is not a finite number of pixels.
            ("sheet.json", texturePacker(width: "8", pivot: "1e308"), "pivot that is not a finite number"),
            ("sheet.json", texturePacker(width: "4294967296"), "sourceSize.w 4294967296 is out of range"),
            (
                "sheet.atlas", "sheet.png\nsize: 8, 8\na\n  xy: 0, 0\n  size: 4, 4\n  orig: 9223372036854775807, 4\n",
                "in range"
            ),
            ("sheet.atlas", "sheet.png\n\tsize: 8, 8\na\n\tbounds: 0, 0, 4, 1000000001\n", "in range"),
        ]
        let page = TestPNG(
            width: 8, height: 8, colorType: .grayAlpha, bitDepth: 8,
            samples: Array(repeating: [0, 255], count: 64).flatMap { $0 }
        ).encode()
        for (index, testCase) in cases.enumerated() {
            let folder = root.appendingPathComponent("case\(index)")
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
            try Data(page).write(to: folder.appendingPathComponent("in/sheet.png"))
            try Data(testCase.text.utf8).write(to: folder.appendingPathComponent("in/\(testCase.name)"))
            let report = BatchGenerator(
                outputDirectory: folder.appendingPathComponent("out").path, options: GenerationOptions()
            ).run(inputs: [folder.appendingPathComponent("in").path])
            let messages = report.inputErrors + report.results.compactMap(\.detail)
            #expect(!report.succeeded, "case \(index)")
            #expect(
                messages.contains { $0.contains(testCase.name) && $0.contains(testCase.reason) },
                "case \(index): \(messages)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/sheet.hitmask").path))
        }
    }

    @Test(
        "each format's frames as the engines that read it take them: trimmed or not, inner padding, which rotations turn"
    )
    func engineConventions() throws {
        func frames(_ text: String, _ path: String) throws -> [String: AtlasFrame] {
            let description = try #require(try AtlasDescription.parse(Array(text.utf8), path: path))
            return Dictionary(uniqueKeysWithValues: description.pages[0].frames.map { ($0.name, $0) })
        }
        // TexturePacker: "trimmed": false makes the frame the sprite (PixiJS and Phaser ignore the sizes then); a
        // missing "trimmed" trims by them, as PixiJS does.
        let packer = try frames(
            """
            {"frames": {
              "plain": {"frame": {"x": 10, "y": 20, "w": 6, "h": 4}, "rotated": false, "trimmed": false,
                        "spriteSourceSize": {"x": 3, "y": 2, "w": 6, "h": 4}, "sourceSize": {"w": 12, "h": 9}},
              "turned": {"frame": {"x": 0, "y": 0, "w": 6, "h": 4}, "rotated": true, "trimmed": false,
                         "spriteSourceSize": {"x": 1, "y": 1, "w": 6, "h": 4}, "sourceSize": {"w": 8, "h": 8}},
              "unsaid": {"frame": {"x": 10, "y": 20, "w": 6, "h": 4}, "rotated": false,
                         "spriteSourceSize": {"x": 3, "y": 2, "w": 6, "h": 4}, "sourceSize": {"w": 12, "h": 9}}},
             "meta": {"image": "page.png", "size": {"w": 64, "h": 64}}}
            """, "page.json")
        let plain = try #require(packer["plain"]), turned = try #require(packer["turned"]),
            unsaid = try #require(packer["unsaid"])
        #expect((plain.trimX, plain.trimY, plain.sourceWidth, plain.sourceHeight) == (0, 0, 6, 4))
        #expect(plain.pageRect == PixelRect(x: 10, y: 20, width: 6, height: 4))
        #expect((turned.trimX, turned.sourceWidth, turned.sourceHeight) == (0, 6, 4) && turned.pageRect.width == 4)
        #expect((unsaid.trimX, unsaid.trimY, unsaid.sourceWidth, unsaid.sourceHeight) == (3, 2, 12, 9))

        // Aseprite --inner-padding 2: the frame grows by 2 on every side, spriteSourceSize does not.
        let padded = try frames(
            """
            {"frames": {"walk 0.aseprite": {"frame": {"x": 1, "y": 1, "w": 14, "h": 12}, "rotated": false, "trimmed": true,
              "spriteSourceSize": {"x": 4, "y": 0, "w": 10, "h": 8}, "sourceSize": {"w": 16, "h": 16}}},
             "meta": {"app": "https://www.aseprite.org/", "image": "walk.png", "size": {"w": 16, "h": 14}}}
            """, "walk.json")
        let walk = try #require(padded["walk 0.aseprite"])
        #expect(walk.pageRect == PixelRect(x: 3, y: 3, width: 10, height: 8))
        #expect((walk.trimX, walk.trimY, walk.sourceWidth, walk.sourceHeight) == (4, 0, 16, 16))

        // libGDX: only true and 90 turn a region (TextureAtlas: rotate = degrees == 90); 180 and 270 are drawn as
        // stored, so their bounds are the page rect as written.
        let gdx = try frames(
            """
            page.png
            size: 64, 64
            quarter
              bounds: 0, 0, 6, 4
              rotate: 90
            half
              bounds: 10, 0, 6, 4
              rotate: 180
            three
              bounds: 20, 0, 6, 4
              rotate: 270
            """, "page.atlas")
        #expect(gdx["quarter"]?.rotation == .counterClockwise && gdx["quarter"]?.pageRect.width == 4)
        for name in ["half", "three"] {
            #expect(gdx[name]?.rotation == AtlasFrame.Rotation.none && gdx[name]?.pageRect.width == 6, "\(name)")
        }
        #expect(throws: AtlasError.self) {
            try frames("page.png\nsize: 8, 8\nr\n  bounds: 0, 0, 1, 1\n  rotate: sideways\n", "bad.atlas")
        }
    }

    @Test("the quarter turns, pinned on a 3×2 L: clockwise as TexturePacker stores it, counter-clockwise as libGDX")
    func rotationDirections() {
        // Sprite (x right, y down):  ##.   Turned clockwise (2 wide, 3 tall):  ##   counter-clockwise:  ..
        //                            #..                                       .#                       #.
        //                                                                      ..                       ##
        // (Clockwise, the sprite's left column becomes the top row and its top row the right column;
        // counter-clockwise, its right column becomes the top row and its top row the left column.)
        let sprite: [[Bool]] = [[true, true, false], [true, false, false]]
        let cw = AtlasFrame(
            name: "l", pageRect: PixelRect(x: 0, y: 0, width: 2, height: 3), rotation: .clockwise, trimX: 0, trimY: 0,
            sourceWidth: 3, sourceHeight: 2)
        let ccw = AtlasFrame(
            name: "l", pageRect: PixelRect(x: 0, y: 0, width: 2, height: 3), rotation: .counterClockwise, trimX: 0,
            trimY: 0, sourceWidth: 3, sourceHeight: 2)
        let cwPage: [[Bool]] = [[true, true], [false, true], [false, false]]
        let ccwPage: [[Bool]] = [[false, false], [true, false], [true, true]]
        for y in 0..<2 {
            for x in 0..<3 {
                let a = cw.pagePixel(x: x, y: y)!, b = ccw.pagePixel(x: x, y: y)!
                #expect(cwPage[a.y][a.x] == sprite[y][x], "clockwise (\(x), \(y))")
                #expect(ccwPage[b.y][b.x] == sprite[y][x], "counter-clockwise (\(x), \(y))")
            }
        }
    }
}
