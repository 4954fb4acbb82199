import HitMaskReader

/// TexturePacker's JSON (hash and array forms, and the multi-page `textures` form Phaser 3 reads) and Aseprite's
/// JSON, which follows it and adds slices.
///
/// Per frame: `frame` {x, y, w, h} is where the frame's pixels start in the page and the trimmed sprite's size
/// *before* rotation (so a rotated frame covers h × w page pixels, as PixiJS reads it); `rotated` means turned a
/// quarter turn clockwise; `spriteSourceSize` {x, y} is the trimmed pixels' corner in the untrimmed sprite (y
/// down); `sourceSize` {w, h} is the untrimmed size; `pivot` or `anchor` {x, y} are fractions of it (y down).
/// A frame's size before rotation is taken from `spriteSourceSize` {w, h} when present, which also reads files
/// whose `frame` gives the rotated size.
///
/// `trimmed` decides whether `spriteSourceSize` and `sourceSize` count, as the engines that read these files decide
/// it: `"trimmed": false` makes the frame itself the sprite (PixiJS's `Spritesheet` and Phaser's `JSONHash` both
/// ignore the two then). A missing `trimmed` is read as PixiJS reads it, trimming by the two when present; Phaser
/// trims only on `"trimmed": true` (TexturePacker always writes the key, so only other tools' files differ).
///
/// Aseprite's `--inner-padding N` grows `frame` by N on every side but not `spriteSourceSize`: an unturned frame
/// larger than its `spriteSourceSize` {w, h} holds the sprite's pixels centred in it, and only those are the frame's.
enum TexturePackerJSON {
    static func parse(_ bytes: [UInt8], path: String) throws(AtlasError) -> AtlasDescription? {
        let json: OrderedJSON
        do {
            json = try OrderedJSON.parse(bytes)
        } catch {
            // Only files that look like atlases are errors; other JSON (configs, asset catalogs) is not ours.
            if bytes.count < 1 << 20, String(decoding: bytes, as: UTF8.self).contains("\"frames\"") {
                throw AtlasError(file: path, reason: error.description)
            }
            return nil
        }
        func fail(_ reason: String) -> AtlasError { AtlasError(file: path, reason: reason) }
        let isAseprite = json["meta"]?["app"]?.string?.lowercased().contains("aseprite") ?? false
        let format: AtlasDescription.Format = isAseprite ? .aseprite : .texturePacker

        // One page (frames + meta.image), or several (textures: [{image, frames}]).
        var pageSources: [(image: String, frames: OrderedJSON)] = []
        if let textures = json["textures"]?.array {
            for texture in textures {
                guard let image = texture["image"]?.string, let frames = texture["frames"] else {
                    throw fail("a texture without image or frames")
                }
                pageSources.append((image, frames))
            }
        } else if let frames = json["frames"] {
            guard let image = json["meta"]?["image"]?.string else { throw fail("meta.image (the page PNG) is missing") }
            pageSources.append((image, frames))
        } else {
            return nil
        }

        var pages: [AtlasDescription.Page] = []
        for (image, framesJSON) in pageSources {
            var named: [(String, OrderedJSON)] = []
            if let members = framesJSON.members {
                named = members.map { ($0.key, $0.value) }
            } else if let list = framesJSON.array {
                for (index, entry) in list.enumerated() {
                    guard let name = entry["filename"]?.string else { throw fail("frames[\(index)] has no filename") }
                    named.append((name, entry))
                }
            } else {
                throw fail("frames is neither an object nor a list")
            }
            var frames: [AtlasFrame] = []
            for (name, entry) in named {
                frames.append(try frame(name, entry, fail: fail))
            }
            if isAseprite, let slices = json["meta"]?["slices"]?.array {
                frames += try sliceFrames(slices, of: frames, fail: fail)
            }
            pages.append(.init(imagePath: AtlasDescription.resolve(image, against: path), frames: frames))
        }
        return AtlasDescription(path: path, format: format, pages: pages)
    }

    private static func frame(_ name: String, _ entry: OrderedJSON, fail: (String) -> AtlasError) throws(AtlasError)
        -> AtlasFrame
    {
        func integer(_ object: OrderedJSON?, _ key: String, _ field: String) throws(AtlasError) -> Int {
            guard let value = object?[key]?.integer else {
                throw fail("frame \"\(name)\": \(field).\(key) is missing or not a whole number")
            }
            guard abs(value) <= AtlasDescription.largestNumber else {
                throw fail("frame \"\(name)\": \(field).\(key) \(value) is out of range")
            }
            return value
        }
        let rect = entry["frame"]
        var x = try integer(rect, "x", "frame"), y = try integer(rect, "y", "frame")
        var width = try integer(rect, "w", "frame"), height = try integer(rect, "h", "frame")
        let rotated = entry["rotated"]?.bool ?? false
        let isTrimmed = entry["trimmed"]?.bool ?? true
        let trimmed = isTrimmed ? entry["spriteSourceSize"] : nil
        if let trimmed, trimmed["w"] != nil || trimmed["h"] != nil {
            let w = try integer(trimmed, "w", "spriteSourceSize"), h = try integer(trimmed, "h", "spriteSourceSize")
            // Inner padding: the sprite's pixels centred in a larger, unturned frame.
            if !rotated, w <= width, h <= height { (x, y) = (x + (width - w) / 2, y + (height - h) / 2) }
            (width, height) = (w, h)
        }
        let trimX = trimmed == nil ? 0 : try integer(trimmed, "x", "spriteSourceSize")
        let trimY = trimmed == nil ? 0 : try integer(trimmed, "y", "spriteSourceSize")
        let source = isTrimmed ? entry["sourceSize"] : nil
        let sourceWidth = source == nil ? width : try integer(source, "w", "sourceSize")
        let sourceHeight = source == nil ? height : try integer(source, "h", "sourceSize")
        guard width >= 0, height >= 0, x >= 0, y >= 0, sourceWidth >= 1, sourceHeight >= 1 else {
            throw fail("frame \"\(name)\": negative position or size, or an empty source size")
        }
        var pivot: (x: Double, y: Double)?
        if let point = entry["pivot"] ?? entry["anchor"], let px = point["x"]?.number, let py = point["y"]?.number {
            pivot = (px * Double(sourceWidth), py * Double(sourceHeight))
        }
        return AtlasFrame(
            name: name,
            pageRect: PixelRect(x: x, y: y, width: rotated ? height : width, height: rotated ? width : height),
            rotation: rotated ? .clockwise : .none, trimX: trimX, trimY: trimY, sourceWidth: sourceWidth,
            sourceHeight: sourceHeight, pivot: pivot)
    }

    /// Aseprite slices: named rects in the sprite's canvas, with keys from a frame number on. Each slice gives a
    /// frame per sprite frame it has a key for, named "SLICE#N" (N the frame number): its source is the slice's
    /// bounds, its pixels the frame's kept pixels inside them, its pivot the key's (relative to the bounds).
    private static func sliceFrames(_ slices: [OrderedJSON], of frames: [AtlasFrame], fail: (String) -> AtlasError)
        throws(AtlasError) -> [AtlasFrame]
    {
        var result: [AtlasFrame] = []
        for slice in slices {
            guard let name = slice["name"]?.string, let keys = slice["keys"]?.array, !keys.isEmpty else {
                throw fail("a slice without a name or keys")
            }
            // Keys sorted by frame number; each holds until the next.
            var sortedKeys: [(frame: Int, key: OrderedJSON)] = []
            for key in keys {
                guard let number = key["frame"]?.integer else {
                    throw fail("slice \"\(name)\": a key without a frame number")
                }
                sortedKeys.append((number, key))
            }
            sortedKeys.sort { $0.frame < $1.frame }
            for (index, frame) in frames.enumerated() {
                guard let key = sortedKeys.last(where: { $0.frame <= index })?.key else { continue }
                let bounds = key["bounds"]
                guard let bx = bounds?["x"]?.integer, let by = bounds?["y"]?.integer, let bw = bounds?["w"]?.integer,
                    let bh = bounds?["h"]?.integer, bw >= 1, bh >= 1,
                    [bx, by, bw, bh].allSatisfy({ abs($0) <= AtlasDescription.largestNumber })
                else { throw fail("slice \"\(name)\": a key without whole-number bounds in range") }
                // The frame's kept pixels (Aseprite never rotates) clipped to the slice.
                let left = max(bx, frame.trimX), top = max(by, frame.trimY)
                let right = max(left, min(bx + bw, frame.trimX + frame.trimmedWidth))
                let bottom = max(top, min(by + bh, frame.trimY + frame.trimmedHeight))
                var pivot: (x: Double, y: Double)?
                if let point = key["pivot"], let px = point["x"]?.number, let py = point["y"]?.number {
                    pivot = (px, py)
                }
                let isEmpty = right == left || bottom == top
                result.append(
                    AtlasFrame(
                        name: "\(name)#\(index)",
                        pageRect: isEmpty
                            ? PixelRect(x: frame.pageRect.x, y: frame.pageRect.y, width: 0, height: 0)
                            : PixelRect(
                                x: frame.pageRect.x + left - frame.trimX, y: frame.pageRect.y + top - frame.trimY,
                                width: right - left, height: bottom - top),
                        rotation: .none, trimX: left - bx, trimY: top - by, sourceWidth: bw, sourceHeight: bh,
                        pivot: pivot))
            }
        }
        return result
    }
}
