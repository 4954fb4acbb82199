import Foundation
import Testing

@testable import HitMaskGenerator

@Suite("Paths worked out from their text agree with Foundation's")
struct LexicalPathTests {
    static let paths = [
        "/a/b/c.png", "/a//b/c.png", "/a/./b/c.png", "/a/../b/c.png", "/a/b/..", "/a/b/.", "/a/b/", "/", "//", "/..",
        "/../a", "/a/.hidden/b.png", "/a/..b/c", "/a/b../c", "/a/.../c", "/é/ü b/%20.png", "a/b.png", "./a/b.png",
        "../a.png", "b.png", "", ".", "..", "a//b", "a/b//c.png", "/a/b.png/",
    ]

    @Test("standardized matches URL.standardizedFileURL.path", arguments: paths)
    func standardized(path: String) {
        #expect(LexicalPath.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test("split follows NSString's rules for deletingLastPathComponent and lastPathComponent")
    func split() {
        // NSString's documented results (Foundation on Linux traps on "." and gives "" for "//").
        let expected: [(String, String, String)] = [
            ("/a/b/c.png", "/a/b", "c.png"), ("/a//b/c.png", "/a/b", "c.png"), ("/tmp/lock/", "/tmp", "lock"),
            ("/tmp/", "/", "tmp"), ("/tmp", "/", "tmp"), ("/", "/", "/"), ("//", "/", "/"), ("b.png", "", "b.png"),
            ("", "", ""), (".", "", "."), ("..", "", ".."), ("a//b", "a", "b"), ("/é/ü b.png", "/é", "ü b.png"),
            ("a/b/", "a", "b"),
        ]
        for (path, folder, name) in expected {
            #expect(LexicalPath.split(path) == (folder, name), "\(path)")
        }
        for path in Self.paths where path != "." && path != "//" {
            #expect(
                LexicalPath.split(path)
                    == ((path as NSString).deletingLastPathComponent, (path as NSString).lastPathComponent), "\(path)")
        }
    }

    @Test("appending follows the documented rules of NSString's appendingPathComponent; folder(of:) is never empty")
    func appending() {
        // Apple's documented results (swift-corelibs-foundation keeps doubled slashes; either way names the same file).
        let expected: [(String, String, String)] = [
            ("/tmp", "scratch.tiff", "/tmp/scratch.tiff"), ("/tmp/", "scratch.tiff", "/tmp/scratch.tiff"),
            ("/", "scratch.tiff", "/scratch.tiff"), ("", "scratch.tiff", "scratch.tiff"), ("a//b/", "c", "a/b/c"),
            ("a", "c//d/", "a/c/d"), ("//x//", "b.png", "/x/b.png"), (".", "b.png", "./b.png"),
        ]
        for (folder, name, joined) in expected {
            #expect(LexicalPath.appending(name, to: folder) == joined, "\(folder) + \(name)")
        }
        for folder in ["/a", "/a/", "/", "", "a", "../a"] {
            for name in ["b.png", "c/d.png"] {
                #expect(LexicalPath.appending(name, to: folder) == (folder as NSString).appendingPathComponent(name))
            }
        }
        #expect(LexicalPath.folder(of: "atlas.json") == ".")
        #expect(LexicalPath.folder(of: "art/atlas.json") == "art")
        #expect(LexicalPath.folder(of: "/atlas.json") == "/")
    }
}

@Suite("Assets are ordered by the bytes of their UTF-8 paths")
struct AssetOrderTests {
    @Test("utf8Precedes agrees with comparing the UTF-8 views, prefixes and non-ASCII names included")
    func agreesWithUTF8Views() {
        let names = [
            "", "a", "a/b.png", "a-b/c.png", "a/b", "ab", "a/b.png/", "é.png", "e.png", "z.png", "É", "a\u{301}",
        ]
        for a in names {
            for b in names {
                #expect(AssetScanner.utf8Precedes(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
            }
        }
    }
}
