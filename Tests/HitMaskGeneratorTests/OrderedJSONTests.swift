import Foundation
import Testing

@testable import HitMaskGenerator

@Suite("The JSON reader behind hitmask.json and the atlas formats")
struct OrderedJSONTests {
    private func parse(_ text: String) throws(OrderedJSON.SyntaxError) -> OrderedJSON {
        try OrderedJSON.parse(Array(text.utf8))
    }

    @Test("objects keep their keys in file order; numbers say whether they were written as integers")
    func orderAndNumbers() throws {
        let value = try parse(#"{"z": 1, "a": [1.0, -0, 2e3, 0.5], "m": {"k": null, "t": true}}"#)
        #expect(value.members?.map(\.key) == ["z", "a", "m"])
        #expect(value["a"]?.array?.map(\.number) == [1, 0, 2000, 0.5])
        guard case .number(1, writtenAsInteger: true)? = value["z"],
            case .number(1, writtenAsInteger: false)? =
                value["a"]?.array?.first
        else {
            Issue.record("1 and 1.0 are told apart")
            return
        }
        #expect(value["m"]?["t"]?.bool == true)
    }

    @Test("strings decode every escape, surrogate pairs included")
    func escapes() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", "é"]"#)
        #expect(value.strings == ["\"\\/\u{08}\u{0C}\n\r\t", "é😀", "é"])
    }

    @Test(
        "what RFC 8259 does not allow is refused at the byte where it goes wrong",
        arguments: [
            (#"{"a": 1,}"#, 8, "expected a key"),
            (#"[1 2]"#, 3, "expected ',' or ']'"),
            (#"{"a" 1}"#, 5, "expected ':'"),
            ("[01]", 1, "unexpected character"),
            ("[1.]", 1, "unexpected character"),
            ("[+1]", 1, "unexpected character"),
            (#"["\q"]"#, 2, "an unknown escape"),
            ("[\"a\tb\"]", 3, "a control character in a string (write it as an escape)"),
            (#"["\uD800\u0041"]"#, 14, "a bad \u{5C}u escape"),
            (#"["\uDC00"]"#, 8, "a bad \u{5C}u escape"),
            (#"["\u+abc"]"#, 4, "a bad \u{5C}u escape"),
            (#"["abc"#, 5, "a string without its closing quote"),
            ("[1] 2", 4, "text after the value"),
            ("[tru]", 1, "unexpected character"),
            ("[0, -1e999]", 4, "a number too large for a 64-bit float"),
        ])
    func refusals(text: String, offset: Int, reason: String) {
        do {
            _ = try parse(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.offset == offset && error.reason == reason, "\(text): \(error)")
        }
    }

    @Test("nesting is bounded, so a crafted file cannot exhaust the stack")
    func depth() {
        #expect(throws: OrderedJSON.SyntaxError.self) { try parse(String(repeating: "[", count: 100_000)) }
        #expect((try? parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200))) != nil)
    }

    @Test("the reader agrees with JSONSerialization on valid documents")
    func agreesWithFoundation() throws {
        let text =
            #"{"frames": {"b.png": {"frame": {"x": 1, "y": 2, "w": 3, "h": 4}, "rotated": false}}, "n": -1.5e-3, "u": 1e-999}"#
        let ours = try parse(text)
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(ours["n"]?.number == theirs["n"] as? Double)
        #expect(ours["u"]?.number == 0 && theirs["u"] as? Double == 0)
        let frame = try #require((theirs["frames"] as? [String: Any])?["b.png"] as? [String: Any])
        #expect(ours["frames"]?["b.png"]?["rotated"]?.bool == frame["rotated"] as? Bool)
        #expect(ours["frames"]?["b.png"]?["frame"]?["w"]?.integer == (frame["frame"] as? [String: Int])?["w"])
    }

    @Test("mutated and cut documents are refused or read, never a trap (a fixed seed, so every run reads the same)")
    func mutations() {
        let documents = [
            #"{"frames": {"a.png": {"frame": {"x": 1, "y": 2, "w": 3, "h": 4}, "rotated": true}}, "meta": {"s": 1.5e2}}"#,
            #"["\u00e9\uD83D\uDE00\n", -0.25, [[]], {}, null, false, "\"q\""]"#,
        ].map { Array($0.utf8) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array(#"{}[]",:\u0123456789abcdefABCDEF.eE+-tnfrl DC8 "#.utf8) + [0, 0x1F, 0x80, 0xC3, 0xFF]
        var accepted = 0
        for round in 0..<20_000 {
            var bytes = documents[round % documents.count]
            for _ in 0...(next() % 4) {
                let index = next() % bytes.count
                switch next() % 3 {
                case 0: bytes[index] = alphabet[next() % alphabet.count]
                case 1: bytes.insert(alphabet[next() % alphabet.count], at: index)
                default: bytes.removeSubrange(index...)
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "[")] }
            }
            if (try? OrderedJSON.parse(bytes)) != nil { accepted += 1 }
        }
        // Some mutations keep a valid document (a digit for a digit), most do not.
        #expect(accepted > 0 && accepted < 20_000)
    }
}
