/// The alpha cutoff: a pixel is solid iff its 8-bit alpha is greater than `value`.
///
/// Written as an integer 0–255 (`85`), a fraction of full opacity (`0.05`) or a percentage (`33%`).
/// A fraction f means "alpha / 255 > f", which is exactly "alpha > ⌊f × 255⌋"; the decimal is read exactly,
/// so `0.6` is 153 (not 152 as binary floating point would round it).
public struct AlphaThreshold: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt8

    public init(_ value: UInt8) { self.value = value }

    public init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("%") {
            guard let (numerator, denominator) = Self.decimal(String(trimmed.dropLast())),
                numerator <= denominator * 100
            else { return nil }
            value = UInt8(numerator * 255 / (denominator * 100))
        } else if trimmed.contains(".") {
            guard let (numerator, denominator) = Self.decimal(trimmed), numerator <= denominator else { return nil }
            value = UInt8(numerator * 255 / denominator)
        } else {
            guard let integer = UInt8(trimmed) else { return nil }
            value = integer
        }
    }

    public var description: String { String(value) }

    /// A non-negative decimal as an exact fraction, e.g. "0.05" → (5, 100). At most 12 fractional digits.
    private static func decimal(_ text: String) -> (UInt64, UInt64)? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count <= 2, !text.isEmpty, text != "." else { return nil }
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        guard whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
            whole.count <= 6, fraction.count <= 12
        else { return nil }
        var denominator: UInt64 = 1
        for _ in 0..<fraction.count { denominator *= 10 }
        let numerator = (UInt64(whole.isEmpty ? "0" : whole) ?? 0) * denominator + (UInt64(fraction) ?? 0)
        return (numerator, denominator)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
