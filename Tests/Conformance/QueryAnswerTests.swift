import CHitMask
import Foundation
import HitMaskGeometry
import HitMaskReader
import Testing

/// The queries of the vectors that list some (`"queries"`, FORMAT.md "What readers answer"), asked of the Swift
/// reader and of hitmask.h: every answer as the vector gives it. hitmask.h takes pixel indices (`int64_t`), so it is
/// asked the queries whose position is a finite number, at the pixel holding it when that pixel's indices fit.
@Suite("Query answers at the edges of their arguments")
struct QueryAnswerTests {
    static let folder = Bundle.module.url(forResource: "vectors", withExtension: nil)!

    /// A query's number: JSON numbers, or "nan", "inf", "-inf", "-0".
    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case "nan" as String: .nan
        case "inf" as String: .infinity
        case "-inf" as String: -.infinity
        case "-0" as String: -0.0
        default: nil
        }
    }

    static func queries() throws -> [(name: String, queries: [[Any]])] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            .compactMap { file in
                let object = try JSONSerialization.jsonObject(
                    with: Data(contentsOf: folder.appendingPathComponent(file)))
                guard let queries = (object as? [String: Any])?["queries"] as? [[Any]] else { return nil }
                return (String(file.dropLast(5)), queries)
            }
    }

    @Test("the queries' vectors are there")
    func present() throws {
        #expect(try Self.queries().map(\.queries.count).reduce(0, +) > 1000)
    }

    @Test("the Swift reader answers every query as its vector says")
    func swiftReader() throws {
        var pages: [String: HitMask] = [:]  // the other masks of overlap queries, read once
        for (name, queries) in try Self.queries() {
            let mask = try HitMask(contentsOf: Self.folder.appendingPathComponent(name + ".hitmask").path)
            for query in queries {
                let kind = query[0] as! String
                let expected = query.last!
                switch kind {
                case "contains":
                    let answer = mask.contains(x: Self.number(query[1])!, y: Self.number(query[2])!)
                    #expect(answer == expected as? Bool, "\(name): \(query)")
                case "distanceSquared":
                    let distance = mask.distance(toX: Self.number(query[1])!, y: Self.number(query[2])!)
                    let answer = distance < DistanceField.limit ? Int((distance * distance).rounded()) : 255
                    #expect(answer == expected as? Int, "\(name): \(query)")
                case "containsWithin":
                    let answer = mask.contains(
                        x: Self.number(query[1])!, y: Self.number(query[2])!, tolerance: Self.number(query[3])!)
                    #expect(answer == expected as? Bool, "\(name): \(query)")
                case "frameContains":
                    let frame = (query[1] as? Int).map { mask.frames[$0] }
                    let answer =
                        frame.map { mask.contains(x: Self.number(query[2])!, y: Self.number(query[3])!, in: $0) }
                        ?? false
                    #expect(answer == expected as? Bool, "\(name): \(query)")
                case "overlaps", "overlapArea", "firstOverlap":
                    let answer = try Self.swiftOverlap(mask, query, pages: &pages)
                    #expect(Self.same(answer, expected), "\(name): \(query) gave \(answer)")
                case "placedOverlaps":
                    let (other, frame, otherFrame) = try Self.otherSide(mask, query, pages: &pages)
                    let (a, b) = Self.placements(query)
                    let answer = mask.overlaps(
                        other, transform: Transform2D(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5]),
                        otherTransform: Transform2D(a: b[0], b: b[1], c: b[2], d: b[3], tx: b[4], ty: b[5]),
                        frame: frame, otherFrame: otherFrame)
                    #expect(answer == expected as? Bool, "\(name): \(query)")
                default:
                    Issue.record("\(name): an unknown query \(kind)")
                }
            }
        }
    }

    /// The other side of an overlap query (its page read once per run) and both sides' frames, nil for none.
    static func otherSide(_ mask: HitMask, _ query: [Any], pages: inout [String: HitMask]) throws -> (
        HitMask, AtlasFrame?, AtlasFrame?
    ) {
        let name = query[1] as! String
        if pages[name] == nil {
            pages[name] = try HitMask(contentsOf: folder.appendingPathComponent("\(name).hitmask").path)
        }
        let other = pages[name]!
        return (other, (query[2] as? Int).map { mask.frames[$0] }, (query[3] as? Int).map { other.frames[$0] })
    }

    /// A placed query's two matrices (a, b, c, d, e, f), special numbers ("nan", "inf") read as such.
    static func placements(_ query: [Any]) -> ([Double], [Double]) {
        ((4..<10).map { number(query[$0])! }, (10..<16).map { number(query[$0])! })
    }

    /// An overlap query's answer from the Swift reader: `[kind, other vector, frame or null, other's frame or null,
    /// dx, dy, answer]`, the answer as JSON gives it (a Boolean, a count, `[x, y]` or null).
    static func swiftOverlap(_ mask: HitMask, _ query: [Any], pages: inout [String: HitMask]) throws -> Any {
        let (other, frame, otherFrame) = try otherSide(mask, query, pages: &pages)
        let (dx, dy) = (query[4] as! Int, query[5] as! Int)
        // Both ways of asking: the masks as read, and the sprites kept in columns (`OverlapMask`).
        let (a, b) = (OverlapMask(mask, frame: frame), OverlapMask(other, frame: otherFrame))
        let answers: (Any, Any)
        switch query[0] as! String {
        case "overlaps":
            answers = (
                mask.overlaps(other, offsetX: dx, offsetY: dy, frame: frame, otherFrame: otherFrame),
                a.overlaps(b, offsetX: dx, offsetY: dy)
            )
        case "overlapArea":
            answers = (
                mask.overlapArea(other, offsetX: dx, offsetY: dy, frame: frame, otherFrame: otherFrame),
                a.overlapArea(b, offsetX: dx, offsetY: dy)
            )
        default:
            let first = mask.firstOverlap(other, offsetX: dx, offsetY: dy, frame: frame, otherFrame: otherFrame)
            let kept = a.firstOverlap(b, offsetX: dx, offsetY: dy)
            answers = (first.map { [$0.x, $0.y] } ?? NSNull(), kept.map { [$0.x, $0.y] } ?? NSNull())
        }
        return same(answers.0, answers.1) ? answers.0 : "masks gave \(answers.0), OverlapMask \(answers.1)"
    }

    /// Whether an answer is the JSON value expected.
    static func same(_ answer: Any, _ expected: Any) -> Bool {
        switch (answer, expected) {
        case (let a as Bool, _): a == expected as? Bool
        case (let a as Int, _): a == expected as? Int
        case (let a as [Int], let e as [Int]): a == e
        case (is NSNull, is NSNull): true
        default: false
        }
    }

    /// The other vector of an overlap query as hitmask.h reads it: its decoded mask and frames, kept for the run.
    final class CPage {
        var file = hm_file()
        let bytes: [UInt8]
        var bits: UnsafeMutablePointer<UInt8>?
        var frames: [hm_frame] = []
        init(_ name: String) throws {
            bytes = [UInt8](try Data(contentsOf: QueryAnswerTests.folder.appendingPathComponent(name + ".hitmask")))
            bytes.withUnsafeBytes { raw in
                _ = hm_open(raw.baseAddress, raw.count, &file)
                _ = hm_decode(&file, &bits)
                var frame = hm_frame(), cursor = 0
                while hm_read_frame(&file, &cursor, &frame) == HM_OK { frames.append(frame) }
            }
        }
        deinit { free(bits) }
        var mask: hm_mask { hm_mask(width: file.width, height: file.height, bits: bits) }
    }

    /// An overlap query's two sides as hitmask_overlap.h takes them, handed to `body`: this page and the other
    /// vector's (read once per run), each with its frame or nil for the whole mask.
    static func withCSides<T>(
        _ page: CPage, _ query: [Any], pages: inout [String: CPage],
        _ body: (
            UnsafePointer<hm_mask>, UnsafePointer<hm_frame>?, UnsafePointer<hm_mask>, UnsafePointer<hm_frame>?
        ) -> T
    ) throws -> T {
        let name = query[1] as! String
        if pages[name] == nil { pages[name] = try CPage(name) }
        let other = pages[name]!
        var (a, b) = (page.mask, other.mask)
        var frame = (query[2] as? Int).map { page.frames[$0] } ?? hm_frame()
        var otherFrame = (query[3] as? Int).map { other.frames[$0] } ?? hm_frame()
        return withUnsafePointer(to: &a) { a in
            withUnsafePointer(to: &b) { b in
                withUnsafePointer(to: &frame) { f in
                    withUnsafePointer(to: &otherFrame) { g in
                        body(a, query[2] is Int ? f : nil, b, query[3] is Int ? g : nil)
                    }
                }
            }
        }
    }

    /// An overlap query's answer from hitmask_overlap.h, as `swiftOverlap` gives it.
    static func cOverlap(_ page: CPage, _ query: [Any], pages: inout [String: CPage]) throws -> Any {
        let (dx, dy) = (Int64(query[4] as! Int), Int64(query[5] as! Int))
        return try withCSides(page, query, pages: &pages) { a, fa, b, fb -> Any in
            // Both ways of asking: the masks as decoded, and the sprites kept in columns (hm_columns).
            let wordsA = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, hm_columns_words(a, fa)))
            let wordsB = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, hm_columns_words(b, fb)))
            defer {
                wordsA.deallocate()
                wordsB.deallocate()
            }
            var keptA = hm_make_columns(a, fa, wordsA), keptB = hm_make_columns(b, fb, wordsB)
            let answers: (Any, Any)
            switch query[0] as! String {
            case "overlaps":
                answers = (
                    hm_frame_overlaps(a, fa, b, fb, dx, dy) != 0, hm_columns_overlaps(&keptA, &keptB, dx, dy) != 0
                )
            case "overlapArea":
                answers = (
                    Int(hm_frame_overlap_area(a, fa, b, fb, dx, dy)),
                    Int(hm_columns_overlap_area(&keptA, &keptB, dx, dy))
                )
            default:
                var x: Int64 = -1, y: Int64 = -1, keptX: Int64 = -1, keptY: Int64 = -1
                let found = hm_first_frame_overlap(a, fa, b, fb, dx, dy, &x, &y) != 0
                let keptFound = hm_columns_first_overlap(&keptA, &keptB, dx, dy, &keptX, &keptY) != 0
                answers = (
                    found ? [Int(x), Int(y)] : NSNull(), keptFound ? [Int(keptX), Int(keptY)] : NSNull()
                )
            }
            return same(answers.0, answers.1) ? answers.0 : "masks gave \(answers.0), hm_columns \(answers.1)"
        }
    }

    /// A placed query's answer from hitmask_overlap.h.
    static func cPlaced(_ page: CPage, _ query: [Any], pages: inout [String: CPage]) throws -> Bool {
        let (ma, mb) = placements(query)
        return try withCSides(page, query, pages: &pages) { a, fa, b, fb in
            hm_placed_overlaps(a, fa, ma, b, fb, mb) != 0
        }
    }

    @Test("hitmask.h answers every query it can be asked as its vector says")
    func cReader() throws {
        for (name, queries) in try Self.queries() {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".hitmask")))
            var asked = 0
            let page = try CPage(name)
            var pages: [String: CPage] = [:]
            bytes.withUnsafeBytes { (raw) -> Void in
                var file = hm_file()
                let opened = hm_open(raw.baseAddress, raw.count, &file)
                #expect(opened == HM_OK, "\(name): hm_open")
                guard opened == HM_OK else { return }
                var pointer: UnsafeMutablePointer<UInt8>?
                #expect(hm_decode(&file, &pointer) == HM_OK)
                defer { free(pointer) }
                var field = [UInt8](repeating: 0, count: hm_distance_size(&file))
                #expect(
                    field.withUnsafeMutableBufferPointer { hm_decode_distance_into(&file, $0.baseAddress, $0.count) }
                        == HM_OK)
                var frame = hm_frame()
                var cursor = 0
                #expect(hm_read_frame(&file, &cursor, &frame) == HM_OK)
                // The frame by name: the first of that name, and HM_END for a name the page lacks, through a walk
                // of the frames and through the index, which agree on every frame's name.
                var found = hm_frame()
                #expect(hm_find_frame(&file, nil, 0, frame.name, frame.name_length, &found) == HM_OK)
                #expect(found.page_x == frame.page_x && found.name_length == frame.name_length)
                #expect(hm_find_frame(&file, nil, 0, "missing", 7, &found) == HM_END)
                var slots = [Int](repeating: 0, count: Int(hm_frame_index_slots(&file)))
                #expect(hm_index_frames(&file, &slots, UInt32(slots.count)) == HM_OK)
                #expect(hm_index_frames(&file, &slots, UInt32(slots.count / 2)) == HM_ERROR_BUFFER_TOO_SMALL)
                var each = hm_frame(), walked = hm_frame(), indexed = hm_frame()
                var frameCursor = 0
                while hm_read_frame(&file, &frameCursor, &each) == HM_OK {
                    #expect(hm_find_frame(&file, nil, 0, each.name, each.name_length, &walked) == HM_OK)
                    #expect(
                        hm_find_frame(&file, slots, UInt32(slots.count), each.name, each.name_length, &indexed)
                            == HM_OK)
                    #expect(indexed.name == walked.name && indexed.page_x == walked.page_x)
                }
                #expect(hm_find_frame(&file, slots, UInt32(slots.count), "missing", 7, &found) == HM_END)
                var mask = hm_mask(width: file.width, height: file.height, bits: pointer)
                /// The pixel index holding a position, when it is finite and fits.
                func index(_ value: Any) -> Int64? {
                    guard let number = Self.number(value), number.isFinite else { return nil }
                    return Int64(exactly: number.rounded(.down))
                }
                field.withUnsafeBufferPointer { fieldBuffer in
                    // Without DIST, no field: hitmask.h searches.
                    let stored = field.isEmpty ? nil : fieldBuffer.baseAddress
                    for query in queries {
                        let kind = query[0] as! String
                        let expected = query.last!
                        switch kind {
                        case "contains", "distanceSquared", "containsWithin":
                            guard let x = index(query[1]), let y = index(query[2]) else { continue }
                            asked += 1
                            if kind == "contains" {
                                #expect((hm_contains(&mask, x, y) != 0) == expected as? Bool, "\(name): \(query)")
                            } else if kind == "distanceSquared" {
                                let answer = Int(hm_distance_squared(&mask, stored, x, y))
                                #expect(answer == expected as? Int, "\(name): \(query)")
                            } else {
                                let r = Self.number(query[3])!
                                for withField in [true, false] {
                                    let answer =
                                        hm_contains_within(
                                            &mask, withField ? stored : nil, x, y, r) != 0
                                    #expect(answer == expected as? Bool, "\(name) (field: \(withField)): \(query)")
                                }
                            }
                        case "frameContains":
                            guard query[1] as? Int == 0, let x = index(query[2]), let y = index(query[3]) else {
                                continue
                            }
                            asked += 1
                            #expect(
                                (hm_frame_contains(&mask, &frame, x, y) != 0) == expected as? Bool, "\(name): \(query)")
                        case "overlaps", "overlapArea", "firstOverlap":
                            asked += 1
                            let answer = try! Self.cOverlap(page, query, pages: &pages)
                            #expect(Self.same(answer, expected), "\(name): \(query) gave \(answer)")
                        case "placedOverlaps":
                            asked += 1
                            let answer = try! Self.cPlaced(page, query, pages: &pages)
                            #expect(answer == expected as? Bool, "\(name): \(query)")
                        default:
                            Issue.record("\(name): an unknown query \(kind)")
                        }
                    }
                }
            }
            #expect(asked > 500, "\(name): hitmask.h was asked only \(asked) queries")
        }
    }

    @Test("hitmask.h tells a refused file's error as one line, with the vector's kind, a section and the offset")
    func cErrorLines() throws {
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) where file.hasSuffix(".json")
        {
            let object = try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.folder.appendingPathComponent(file)))
            guard let kind = (object as? [String: Any])?["error"] as? String else { continue }
            let name = String(file.dropLast(5))
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name + ".hitmask")))
            bytes.withUnsafeBytes { raw in
                var opened = hm_file()
                var error = hm_open(raw.baseAddress, raw.count, &opened)
                if error == HM_OK {
                    var pointer: UnsafeMutablePointer<UInt8>?
                    error = hm_decode(&opened, &pointer)
                    free(pointer)
                }
                if error == HM_OK {
                    var field = [UInt8](repeating: 0, count: hm_distance_size(&opened))
                    error = field.withUnsafeMutableBufferPointer {
                        hm_decode_distance_into(&opened, $0.baseAddress, $0.count)
                    }
                }
                // The outlines, hitmask_outline.h's checks 11 and 12.
                var outlines = hm_outlines()
                if error == HM_OK { error = hm_open_outlines(&opened, &outlines) }
                if error == HM_OK { error = hm_open_frame_outlines(&opened, nil, 0, &outlines) }
                if error == HM_END { error = HM_OK }
                guard error != HM_OK else { return }
                checked += 1
                #expect(String(cString: hm_error_kind(error)) == kind, "\(name)")
                // Where: the section and offset the vector records (FORMAT.md, "Error sections" and "Error offsets").
                let section = opened.error_section.map { String(cString: $0) }
                #expect(
                    section == (object as? [String: Any])?["section"] as? String,
                    "\(name): section \(section ?? "none")")
                #expect(opened.error_offset == (object as? [String: Any])?["offset"] as? Int, "\(name): offset")
                var buffer = [CChar](repeating: 0, count: 256)
                let line = String(cString: hm_error_line(&opened, error, &buffer, buffer.count))
                let words = kind.replacingOccurrences(of: "-", with: " ")
                #expect(line.hasPrefix(words), "\(name): \(line)")
                #expect(line.contains(" at byte \(opened.error_offset): ") && !line.contains("\n"), "\(name): \(line)")
                #expect(opened.error_reason != nil, "\(name): no reason")
            }
        }
        #expect(checked == 90)
    }
}
