#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A property list's value, as far as an atlas reads one: dictionaries, arrays, strings, booleans and numbers, and
/// anything else (dates, data) as `other`.
indirect enum PropertyListValue: Decodable {
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case string(String)
    case bool(Bool)
    case number(Double)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let dictionary = try? container.decode([String: PropertyListValue].self) {
            self = .dictionary(dictionary)
        } else if let array = try? container.decode([PropertyListValue].self) {
            self = .array(array)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .other
        }
    }

    subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let dictionary) = self { dictionary[key] } else { nil }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var dictionary: [String: PropertyListValue]? { if case .dictionary(let value) = self { value } else { nil } }
    var array: [PropertyListValue]? { if case .array(let value) = self { value } else { nil } }
    /// A whole number, when the value is one.
    var integer: Int? {
        guard case .number(let value) = self, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// An array whose elements are all dictionaries.
    var dictionaries: [PropertyListValue]? {
        guard case .array(let elements) = self,
            elements.allSatisfy({ if case .dictionary = $0 { true } else { false } })
        else { return nil }
        return elements
    }

    /// The numbers of a string like "{{x, y}, {w, h}}" or "{w, h}", in order, when there are `count` of them and
    /// all are finite.
    func numbers(_ count: Int) -> [Double]? {
        guard let string else { return nil }
        let values = string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        return values.count == count && values.allSatisfy(\.isFinite) ? values : nil
    }

    /// A property list's bytes, or nil when they are not one this reader can read (XML or binary).
    static func decode(_ bytes: [UInt8]) -> PropertyListValue? {
        try? PropertyListDecoder().decode(PropertyListValue.self, from: Data(bytes))
    }
}
