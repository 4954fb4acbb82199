import Foundation
import Testing

@testable import HitMaskGenerator

@Suite("What the generator uses in place of Foundation")
struct SupportTests {
    @Test("printf conversions agree with String(format:), also past the first buffer's 64 characters")
    func printf() {
        for (format, value) in [
            ("%.2f", 2.345), ("%.3e", 123_456.0), ("%.0f", 0.5), ("%.2f", 1e300), ("%.1f", -.greatestFiniteMagnitude),
            ("%.2f", .nan), ("%.2f", -.infinity), ("%g", 1e-7),
        ] {
            #expect(PrintfFormat.string(format, value) == String(format: format, value), "\(format) \(value)")
        }
        #expect(PrintfFormat.fixed(0.5, digits: 1) == "0.5")
        #expect(PrintfFormat.string("%.2f", 1e300).count == 304)
    }

    @Test("folders are made with their parents; a file in the way is named with the system's reason")
    func folders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("support-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileSystem.createFolders(root + "/a/b/c") == nil)
        #expect(FileSystem.isFolder(root + "/a/b/c") == true)
        #expect(FileSystem.createFolders(root + "/a/b") == nil, "an existing folder is fine")
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        #expect(FileSystem.isFolder(root + "/file") == false)
        #expect(FileSystem.size(root + "/file") == 1)
        #expect(FileSystem.createFolders(root + "/file/d") == "Not a directory")
        #expect(FileSystem.createFolders(root + "/file") == "File exists")
        #expect(FileSystem.isFolder(root + "/none") == nil && FileSystem.size(root + "/none") == nil)
        #expect(FileSystem.removeFile(root + "/none") == "No such file or directory")
        #expect(FileSystem.removeFile(root + "/file") == nil)
    }

    @Test("a lock keeps a counter shared by threads exact")
    func lock() {
        let lock = Lock()
        nonisolated(unsafe) var count = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { lock.withLock { count += 1 } }
        }
        #expect(count == 80_000)
    }

    @Test("trimmed drops white space and newlines at both ends only")
    func trimmed() {
        #expect(" \t a b \n".trimmed() == "a b")
        #expect("\n\n".trimmed() == "")
        #expect("x".trimmed() == "x")
    }
}
