import HitMaskReader

/// A small picture of a mask in text: each character stands for a block of pixels,
/// `#` all solid, `+` partly solid, `.` clear. Blocks are twice as tall as wide, like terminal cells.
public enum AsciiPreview {
    /// The picture, preceded by a line that says what its characters mean.
    public static func render(_ mask: HitMask, maxColumns: Int = 64, maxRows: Int = 32) -> String {
        let blockWidth = blockWidth(of: mask, maxColumns: maxColumns, maxRows: maxRows)
        let blockHeight = 2 * blockWidth
        let legend =
            "Preview:    one character per \(blockWidth)×\(blockHeight) pixels: # all solid, + partly solid, . clear"
        let columns = (mask.width + blockWidth - 1) / blockWidth
        let rows = (mask.height + blockHeight - 1) / blockHeight
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                var solid = 0, total = 0
                for y in row * blockHeight..<min((row + 1) * blockHeight, mask.height) {
                    for x in column * blockWidth..<min((column + 1) * blockWidth, mask.width) {
                        total += 1
                        if mask.contains(x: x, y: y) { solid += 1 }
                    }
                }
                line.append(solid == 0 ? "." : solid == total ? "#" : "+")
            }
            lines.append(line)
        }
        return ([legend] + lines).joined(separator: "\n")
    }

    /// The block width that fits the picture in `maxColumns` × `maxRows` characters.
    static func blockWidth(of mask: HitMask, maxColumns: Int, maxRows: Int) -> Int {
        max(1, (mask.width + maxColumns - 1) / maxColumns, (mask.height + 2 * maxRows - 1) / (2 * maxRows))
    }
}
