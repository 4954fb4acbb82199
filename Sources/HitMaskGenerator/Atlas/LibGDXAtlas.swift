import HitMaskReader

/// libGDX's texture atlas text (`.atlas`), in the original form (`xy`, `size`, `orig`, `offset`, `rotate: true`) and
/// the newer one Spine 4 writes (`bounds`, `offsets`, `rotate: 90`).
///
/// Pages are separated by blank lines; a page starts with its PNG's name and `key: value` lines, then each region
/// is a name line followed by its own `key: value` lines. Per region: `xy` / `bounds` x, y is where its pixels start
/// in the page and `size` / `bounds` w, h the trimmed size *before* rotation; `rotate: true` or `90` means turned a
/// quarter turn counter-clockwise, and any other whole number leaves the region unturned, as libGDX's `TextureAtlas`
/// reads it (`rotate = degrees == 90`) and Spine's region attachments draw it (only Spine's mesh attachments would
/// turn a region by 180 or 270, and Spine's packer writes neither); `orig` is the untrimmed size
/// and `offset` x, y where the trimmed pixels sit in it **from the bottom left, y up** (`offsets` holds all four).
/// A region with `index` ≥ 0 (a frame of an animation) is named "NAME_INDEX", others "NAME".
enum LibGDXAtlas {
    static func parse(_ bytes: [UInt8], path: String) throws(AtlasError) -> AtlasDescription? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw AtlasError(file: path, reason: "the file is not UTF-8 text")
        }
        var pages: [AtlasDescription.Page] = []
        var pageName: String?
        var frames: [AtlasFrame] = []
        var region: (name: String, line: Int, fields: [String: [String]])?
        var expectingPage = true

        func fail(_ line: Int, _ reason: String) -> AtlasError {
            AtlasError(file: path, reason: "line \(line): \(reason)")
        }
        func finishRegion() throws(AtlasError) {
            guard let current = region else { return }
            frames.append(try frame(current.name, current.fields, fail: { fail(current.line, $0) }))
            region = nil
        }
        func finishPage() throws(AtlasError) {
            try finishRegion()
            if let pageName {
                pages.append(.init(imagePath: AtlasDescription.resolve(pageName, against: path), frames: frames))
            }
            (pageName, frames) = (nil, [])
        }

        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmed()
            let number = offset + 1
            if line.isEmpty {
                try finishPage()
                expectingPage = true
                continue
            }
            if let colon = line.firstIndex(of: ":") {
                let key = line[..<colon].trimmed()
                let values = line[line.index(after: colon)...].split(separator: ",").map {
                    $0.trimmed()
                }
                if region != nil {
                    region!.fields[key] = values
                } else if pageName == nil {
                    throw fail(number, "a \"\(key)\" line before any page name")
                }
                continue
            }
            if expectingPage {
                try finishPage()
                pageName = line
                expectingPage = false
            } else {
                try finishRegion()
                region = (line, number, [:])
            }
        }
        try finishPage()
        guard !pages.isEmpty else { return nil }
        return AtlasDescription(path: path, format: .libGDX, pages: pages)
    }

    private static func frame(_ name: String, _ fields: [String: [String]], fail: (String) -> AtlasError)
        throws(AtlasError) -> AtlasFrame
    {
        func integers(_ key: String, _ count: Int) throws(AtlasError) -> [Int]? {
            guard let values = fields[key] else { return nil }
            let numbers = values.compactMap { Int($0) }.filter { abs($0) <= AtlasDescription.largestNumber }
            guard numbers.count == count else {
                throw fail("region \"\(name)\": \"\(key)\" needs \(count) whole numbers in range")
            }
            return numbers
        }
        let bounds = try integers("bounds", 4), xy = try integers("xy", 2), sizeField = try integers("size", 2)
        guard let position = bounds.map({ Array($0[0..<2]) }) ?? xy,
            let size = bounds.map({ Array($0[2..<4]) }) ?? sizeField
        else {
            throw fail("region \"\(name)\": no bounds (or xy and size)")
        }
        let offsets = try integers("offsets", 4), offsetField = try integers("offset", 2),
            orig = try integers("orig", 2)
        let offset = offsets.map { Array($0[0..<2]) } ?? offsetField ?? [0, 0]
        let original = offsets.map { Array($0[2..<4]) } ?? orig ?? size

        let rotation: AtlasFrame.Rotation
        switch fields["rotate"]?.first ?? "false" {
        case "true", "90": rotation = .counterClockwise
        case "false": rotation = .none
        case let degrees where Int(degrees) != nil: rotation = .none
        case let other:
            throw fail("region \"\(name)\": rotate \"\(other)\" is not true, false or a whole number of degrees")
        }
        let (width, height) = (size[0], size[1])
        guard position[0] >= 0, position[1] >= 0, width >= 0, height >= 0, original[0] >= 1, original[1] >= 1 else {
            throw fail("region \"\(name)\": negative position or size, or an empty original size")
        }
        let quarter = rotation == .clockwise || rotation == .counterClockwise
        let index = fields["index"]?.first.flatMap { Int($0) } ?? -1
        return AtlasFrame(
            name: index >= 0 ? "\(name)_\(index)" : name,
            pageRect: PixelRect(
                x: position[0], y: position[1], width: quarter ? height : width, height: quarter ? width : height),
            rotation: rotation,
            // offset y counts up from the bottom edge: the top of the trimmed pixels, y down, is what lies above them.
            trimX: offset[0], trimY: original[1] - offset[1] - height, sourceWidth: original[0],
            sourceHeight: original[1])
    }
}
