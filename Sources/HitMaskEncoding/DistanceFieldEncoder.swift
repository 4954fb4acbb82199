import HitMaskReader

/// Writes a distance field as the DIST section's byte runs (docs/FORMAT.md, "DIST"): three or more equal values
/// become one run token (solid areas are runs of 0, open space runs of 255), everything else literal tokens.
package enum DistanceFieldEncoder {
    /// The shortest repeat worth a run token: a run token of 3 costs what 3 literal bytes cost, and it ends the
    /// literal token around it, so shorter repeats stay literal.
    static let shortestRun = 3

    package static func encode(_ field: DistanceField) -> [UInt8] {
        var writer = ByteWriter()
        let values = field.values
        var index = 0
        var literalStart = 0
        func flushLiterals(upTo end: Int) {
            var start = literalStart
            while start < end {
                // A token holds at most 2³¹ values; fields are far smaller, but the format allows splitting.
                let length = min(end - start, 1 << 31)
                writer.writeVarint((length - 1) << 1)
                writer.write(Array(values[start..<start + length]))
                start += length
            }
        }
        while index < values.count {
            var end = index + 1
            while end < values.count && values[end] == values[index] { end += 1 }
            if end - index >= shortestRun {
                flushLiterals(upTo: index)
                writer.writeVarint((end - index - 1) << 1 | 1)
                writer.write(values[index])
                literalStart = end
            }
            index = end
        }
        flushLiterals(upTo: values.count)
        return writer.bytes
    }
}
