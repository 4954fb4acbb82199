/// A JSON value with objects kept in file order, and numbers with whether they were written as integers. Atlas
/// formats give meaning to the order of frames in a JSON object (Aseprite's frame numbers, which its slices refer
/// to), and a config's alpha threshold to how a number is written (`1` is 1/255, `1.0` all of it); Foundation's
/// `JSONSerialization` is not in FoundationEssentials, which the generator uses so that it starts quickly.
indirect enum OrderedJSON {
    case object([Member])
    case array([OrderedJSON])
    case string(String)
    /// `writtenAsInteger`: the literal has no fraction and no exponent.
    case number(Double, writtenAsInteger: Bool)
    case bool(Bool)
    case null

    struct Member {
        let key: String
        let value: OrderedJSON
    }

    subscript(key: String) -> OrderedJSON? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var number: Double? { if case .number(let value, _) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var array: [OrderedJSON]? { if case .array(let value) = self { value } else { nil } }
    var members: [Member]? { if case .object(let value) = self { value } else { nil } }
    /// An array whose elements are all strings.
    var strings: [String]? {
        guard let array else { return nil }
        let strings = array.compactMap(\.string)
        return strings.count == array.count ? strings : nil
    }

    /// A whole number, when the value is one.
    var integer: Int? {
        guard let number, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    struct SyntaxError: Error, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> OrderedJSON {
        var parser = Parser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else {
            throw SyntaxError(offset: parser.position, reason: "text after the value")
        }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        func fail(_ reason: String) -> SyntaxError { SyntaxError(offset: position, reason: reason) }

        mutating func value(depth: Int) throws(SyntaxError) -> OrderedJSON {
            guard depth < 256 else { throw fail("nested too deeply") }
            skipWhitespace()
            guard position < bytes.count else { throw fail("unexpected end") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                if isEmpty(closing: "}") { return .object(members) }
                while true {
                    skipWhitespace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                        throw fail("expected a key")
                    }
                    let key = try string()
                    skipWhitespace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                        throw fail("expected ':'")
                    }
                    position += 1
                    members.append(Member(key: key, value: try value(depth: depth + 1)))
                    if try isClosed(by: "}") { return .object(members) }
                }
            case UInt8(ascii: "["):
                position += 1
                var elements: [OrderedJSON] = []
                if isEmpty(closing: "]") { return .array(elements) }
                while true {
                    elements.append(try value(depth: depth + 1))
                    if try isClosed(by: "]") { return .array(elements) }
                }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        /// Right after an opening bracket: consumes the closing one when nothing comes between (true).
        mutating func isEmpty(closing: Unicode.Scalar) -> Bool {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: closing) else { return false }
            position += 1
            return true
        }

        /// After a member or element: consumes the comma (false) or the closing bracket (true).
        mutating func isClosed(by closing: Unicode.Scalar) throws(SyntaxError) -> Bool {
            skipWhitespace()
            guard position < bytes.count else { throw fail("unexpected end") }
            let byte = bytes[position]
            guard byte == UInt8(ascii: ",") || byte == UInt8(ascii: closing) else {
                throw fail("expected ',' or '\(closing)'")
            }
            position += 1
            return byte == UInt8(ascii: closing)
        }

        mutating func literal(_ word: String, _ value: OrderedJSON) throws(SyntaxError) -> OrderedJSON {
            let text = Array(word.utf8)
            guard bytes.count - position >= text.count, Array(bytes[position..<position + text.count]) == text else {
                throw fail("unexpected character")
            }
            position += text.count
            return value
        }

        /// A number as RFC 8259 writes one: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?.
        mutating func number() throws(SyntaxError) -> OrderedJSON {
            let start = position
            func digits() -> Int {
                let first = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    position += 1
                }
                return position - first
            }
            func skip(_ characters: String) -> Bool {
                guard position < bytes.count, characters.utf8.contains(bytes[position]) else { return false }
                position += 1
                return true
            }
            _ = skip("-")
            let integerStart = position
            let integerDigits = digits()
            var valid = integerDigits > 0 && (integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0"))
            var writtenAsInteger = true
            if valid, skip(".") {
                writtenAsInteger = false
                valid = digits() > 0
            }
            if valid, skip("eE") {
                writtenAsInteger = false
                _ = skip("+-")
                valid = digits() > 0
            }
            guard valid, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                position = start
                throw fail("unexpected character")
            }
            // As JSONSerialization: a number past the largest double is refused (not read as infinity), one too
            // small to tell from 0 reads as 0.
            guard value.isFinite else {
                position = start
                throw fail("a number too large for a 64-bit float")
            }
            return .number(value, writtenAsInteger: writtenAsInteger)
        }

        mutating func string() throws(SyntaxError) -> String {
            position += 1  // the opening quote
            var scalars: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") {
                    guard let text = String(validating: scalars, as: UTF8.self) else {
                        throw fail("a string that is not UTF-8")
                    }
                    return text
                }
                guard byte >= 0x20 else {
                    position -= 1
                    throw fail("a control character in a string (write it as an escape)")
                }
                guard byte == UInt8(ascii: "\\") else {
                    scalars.append(byte)
                    continue
                }
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - position >= 6,
                        bytes[position] == UInt8(ascii: "\\"),
                        bytes[position + 1] == UInt8(ascii: "u")
                    {
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("a bad \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    // A lone surrogate is no scalar.
                    guard let scalar = Unicode.Scalar(code) else { throw fail("a bad \\u escape") }
                    scalars += Array(String(Character(scalar)).utf8)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                default:
                    position -= 2
                    throw fail("an unknown escape")
                }
            }
            throw fail("a string without its closing quote")
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            let isHex = { (byte: UInt8) in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
            }
            guard bytes.count - position >= 4, bytes[position..<position + 4].allSatisfy(isHex),
                let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            else {
                throw fail("a bad \\u escape")
            }
            position += 4
            return value
        }
    }
}
