import Foundation
import HitMaskReader
import HitMaskTestSupport

/// Packs sprite masks into an atlas page the way packers do (trimmed or not, some sprites turned by a quarter turn),
/// and writes the page PNG and its metadata in each supported format, from that format's conventions alone.
struct SyntheticAtlas {
    struct Sprite {
        let name: String
        let bits: PackedBits
    }

    /// Where one sprite went: the trimmed box in the sprite, its place in the page, and whether it was turned.
    struct Placement {
        let sprite: Sprite
        let trimX: Int, trimY: Int, width: Int, height: Int  // the kept box, in the sprite
        let pageX: Int, pageY: Int
        let turned: Bool
        var pageWidth: Int { turned ? height : width }
        var pageHeight: Int { turned ? width : height }
    }

    enum Turn { case clockwise, counterClockwise }

    let pageWidth: Int
    var pageHeight = 0
    var placements: [Placement] = []
    /// The page's alpha, 255 where solid.
    var alpha: [UInt8] = []

    /// Shelf packing, 1 pixel apart; `rotate(i)` says whether sprite i is turned (and `turn` which way).
    init(_ sprites: [Sprite], pageWidth: Int, trim: Bool, rotate: (Int) -> Bool, turn: Turn) {
        // Wide enough for the largest sprite either way round.
        self.pageWidth = sprites.reduce(pageWidth) { max($0, $1.bits.width, $1.bits.height) }
        let pageWidth = self.pageWidth
        var x = 0, y = 0, shelf = 0
        for (index, sprite) in sprites.enumerated() {
            var box = (x: 0, y: 0, width: sprite.bits.width, height: sprite.bits.height)
            if trim, let bounds = sprite.bits.boundingBox() { box = (bounds.x, bounds.y, bounds.width, bounds.height) }
            let turned = rotate(index)
            let (w, h) = turned ? (box.height, box.width) : (box.width, box.height)
            if x + w > pageWidth { (x, y, shelf) = (0, y + shelf + 1, 0) }
            placements.append(
                Placement(
                    sprite: sprite, trimX: box.x, trimY: box.y, width: box.width, height: box.height, pageX: x,
                    pageY: y,
                    turned: turned))
            x += w + 1
            shelf = max(shelf, h)
        }
        pageHeight = y + shelf
        alpha = [UInt8](repeating: 0, count: pageWidth * pageHeight)
        for placement in placements {
            // Turning clockwise takes the kept box's bottom-left pixel to the top-left: page (i, j) shows box pixel
            // (j, h − 1 − i); counter-clockwise, the top-right pixel goes to the top-left: (w − 1 − j, i).
            for j in 0..<placement.pageHeight {
                for i in 0..<placement.pageWidth {
                    let (u, v) =
                        !placement.turned
                        ? (i, j)
                        : turn == .clockwise ? (j, placement.height - 1 - i) : (placement.width - 1 - j, i)
                    let bits = placement.sprite.bits
                    if bits.isSolid(index: (placement.trimY + v) * bits.width + placement.trimX + u) {
                        alpha[(placement.pageY + j) * pageWidth + placement.pageX + i] = 255
                    }
                }
            }
        }
    }

    var png: [UInt8] {
        TestPNG(
            width: pageWidth, height: max(pageHeight, 1), colorType: .grayAlpha, bitDepth: 8,
            samples: (alpha.isEmpty ? [0] : alpha).flatMap { [0, Int($0)] }
        ).encode()
    }

    // MARK: Metadata, one writer per format

    /// TexturePacker JSON, hash or array form: frame = page position + size before rotation; rotated = clockwise.
    /// `framePageOrientation`: write `frame`'s size as the frame lies in the page (turned), as some writers do.
    func texturePackerJSON(
        image: String, array: Bool, app: String = "https://www.codeandweb.com/texturepacker", extraMeta: String = "",
        framePageOrientation: Bool = false
    ) -> String {
        let entries = placements.map { p -> (String, String) in
            let (w, h) = framePageOrientation ? (p.pageWidth, p.pageHeight) : (p.width, p.height)
            let body = """
                "frame": {"x": \(p.pageX), "y": \(p.pageY), "w": \(w), "h": \(h)}, "rotated": \(p.turned), \
                "trimmed": \(p.width != p.sprite.bits.width || p.height != p.sprite.bits.height), \
                "spriteSourceSize": {"x": \(p.trimX), "y": \(p.trimY), "w": \(p.width), "h": \(p.height)}, \
                "sourceSize": {"w": \(p.sprite.bits.width), "h": \(p.sprite.bits.height)}, "pivot": {"x": 0.5, "y": 0.25}
                """
            return (p.sprite.name, body)
        }
        let frames =
            array
            ? "[" + entries.map { "{\"filename\": \"\($0.0)\", \($0.1)}" }.joined(separator: ",\n") + "]"
            : "{" + entries.map { "\"\($0.0)\": {\($0.1)}" }.joined(separator: ",\n") + "}"
        return """
            {"frames": \(frames),
            "meta": {"app": "\(app)", "version": "1.0", "image": "\(image)", "format": "RGBA8888",
            "size": {"w": \(pageWidth), "h": \(pageHeight)}, "scale": "1"\(extraMeta)}}
            """
    }

    /// libGDX text: rotate = counter-clockwise; size before rotation; offset from the bottom left, y up. The newer
    /// form (Spine 4) writes bounds and offsets instead.
    func libGDXAtlas(image: String, newFormat: Bool) -> String {
        var lines = [
            image, "size: \(pageWidth), \(pageHeight)", "format: RGBA8888", "filter: Nearest, Nearest", "repeat: none",
        ]
        for p in placements {
            let sourceHeight = p.sprite.bits.height
            let offsetY = sourceHeight - p.trimY - p.height
            lines.append(p.sprite.name)
            if newFormat {
                lines += [
                    "  bounds: \(p.pageX), \(p.pageY), \(p.width), \(p.height)",
                    "  offsets: \(p.trimX), \(offsetY), \(p.sprite.bits.width), \(sourceHeight)",
                    "  rotate: \(p.turned ? "90" : "false")",
                ]
            } else {
                lines += [
                    "  rotate: \(p.turned)", "  xy: \(p.pageX), \(p.pageY)", "  size: \(p.width), \(p.height)",
                    "  orig: \(p.sprite.bits.width), \(sourceHeight)", "  offset: \(p.trimX), \(offsetY)",
                    "  index: -1",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// SpriteKit atlasc plist: textureRect = page position + size before rotation; rotated = clockwise;
    /// spriteOffset = the kept box's centre from the sprite's centre, y up.
    /// `rectInPageOrientation`: write textureRect's size as the frame lies in the page (turned), as a writer may.
    func spriteKitPlist(image: String, rectInPageOrientation: Bool = false) -> String {
        let subimages = placements.map { p -> String in
            let sw = Double(p.sprite.bits.width), sh = Double(p.sprite.bits.height)
            let offsetX = Double(p.trimX) + Double(p.width) / 2 - sw / 2
            let offsetY = -(Double(p.trimY) + Double(p.height) / 2 - sh / 2)
            return """
                <dict><key>name</key><string>\(p.sprite.name)</string>\
                <key>spriteOffset</key><string>{\(offsetX),\(offsetY)}</string>\
                <key>spriteSize</key><string>{\(p.width),\(p.height)}</string>\
                <key>spriteSourceSize</key><string>{\(p.sprite.bits.width),\(p.sprite.bits.height)}</string>\
                <key>textureRect</key><string>{{\(p.pageX),\(p.pageY)},{\(rectInPageOrientation ? p.pageWidth : p.width),\(rectInPageOrientation ? p.pageHeight : p.height)}}</string>\
                <key>textureRotated</key><\(p.turned)/></dict>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>format</key><string>APPL</string><key>images</key><array><dict>
            <key>path</key><string>\(image)</string><key>size</key><string>{\(pageWidth),\(pageHeight)}</string>
            <key>subimages</key><array>\(subimages.joined())</array></dict></array></dict></plist>
            """
    }

    /// cocos2d's plist, format 2 (`frame`, `offset`, `rotated`, `sourceSize`) or 3 (SpriteKit's keys, with the first
    /// frame given an alias), as TexturePacker's cocos2d exporters write it: frame sizes before rotation, offsets of
    /// the trimmed centre from the sprite's centre, y up.
    func cocos2dPlist(image: String, format: Int) -> String {
        let frames = placements.enumerated().map { index, p -> String in
            let sw = Double(p.sprite.bits.width), sh = Double(p.sprite.bits.height)
            let offset =
                "{\(Double(p.trimX) + Double(p.width) / 2 - sw / 2),\(-(Double(p.trimY) + Double(p.height) / 2 - sh / 2))}"
            let rect = "{{\(p.pageX),\(p.pageY)},{\(p.width),\(p.height)}}"
            let source = "{\(p.sprite.bits.width),\(p.sprite.bits.height)}"
            let keys =
                format == 2
                ? """
                <key>frame</key><string>\(rect)</string><key>offset</key><string>\(offset)</string>\
                <key>rotated</key><\(p.turned)/><key>sourceSize</key><string>\(source)</string>
                """
                : """
                <key>aliases</key><array>\(index == 0 ? "<string>alias-\(p.sprite.name)</string>" : "")</array>\
                <key>spriteOffset</key><string>\(offset)</string>\
                <key>spriteSize</key><string>{\(p.width),\(p.height)}</string>\
                <key>spriteSourceSize</key><string>\(source)</string><key>textureRect</key><string>\(rect)</string>\
                <key>textureRotated</key><\(p.turned)/>
                """
            return "<key>\(p.sprite.name)</key><dict>\(keys)</dict>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>frames</key><dict>\(frames.joined())</dict>
            <key>metadata</key><dict><key>format</key><integer>\(format)</integer>\
            <key>realTextureFileName</key><string>\(image)</string>\
            <key>size</key><string>{\(pageWidth),\(pageHeight)}</string>\
            <key>textureFileName</key><string>\(image)</string></dict></dict></plist>
            """
    }
}
