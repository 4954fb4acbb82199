#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// C's printf formatting for numbers, which `String(format:)` gives only with all of Foundation: the generator and
/// the CLI use FoundationEssentials, so that each run starts without loading Foundation and ICU.
package enum PrintfFormat {
    /// `value` formatted by a printf conversion such as `%.2f` or `%.3e` (the C library's rounding, as before).
    package static func string(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList([value]) { arguments in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
        }
        if needed >= buffer.count {
            // Only `%f` of a huge value spells out this many digits.
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList([value]) { arguments in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
            }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `value` with `digits` decimals: `fixed(0.5, digits: 1)` is "0.5".
    package static func fixed(_ value: Double, digits: Int) -> String { string("%.\(digits)f", value) }
}
