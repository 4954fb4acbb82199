#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers read from a file, as text. A file may hold any finite double (a scale of 5e-324, a pivot of −1e308), and
/// what is computed from it may be infinite, so nothing here converts to an integer type unless the value fits.
public enum NumberText {
    /// Whole numbers below 2^53 without a fraction; others with `digits` decimals, or in exponent form where
    /// decimals would show a nonzero value as 0 or spell out hundreds of digits; `inf`, `-inf` and `nan` as such.
    public static func format(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let magnitude = value.magnitude
        if magnitude < 0x1p53 && value == value.rounded() { return String(Int64(value)) }
        let shownAsZero = 0.5 / pow(10, Double(digits))
        if magnitude >= shownAsZero && magnitude < 1e15 { return PrintfFormat.fixed(value, digits: digits) }
        return PrintfFormat.string("%.\(max(digits, 2))e", value)
    }
}
