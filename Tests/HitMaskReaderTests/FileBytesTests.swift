import Foundation
import HitMaskReader
import Testing

/// `FileBytes.read` reads a regular file in one call into storage it does not clear first, and anything else
/// (a pipe) on in chunks: every path must give exactly the file's bytes.
@Suite("Reading whole files")
struct FileBytesTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("FileBytesTests-\(getpid())-\(name)").path
    }

    @Test("regular files of every size, empty included", arguments: [0, 1, 4095, 4096, 70_001])
    func regularFile(size: Int) throws {
        let path = Self.temporaryPath("regular-\(size)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try FileBytes.read(path: path) == bytes)
    }

    @Test("a pipe, whose size is not known up front, is read to its end")
    func pipe() throws {
        let path = Self.temporaryPath("fifo")
        defer { unlink(path) }
        #expect(mkfifo(path, 0o600) == 0)
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(bytes))
            try? handle.close()
        }
        writer.start()
        #expect(try FileBytes.read(path: path) == bytes)
    }

    @Test("a file over the limit, a folder and a missing file are refused, naming the path")
    func refusals() throws {
        let path = Self.temporaryPath("large")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 1, count: 1000).write(to: URL(fileURLWithPath: path))
        for (target, limit) in [
            (path, 999), (FileManager.default.temporaryDirectory.path, 1 << 30), (path + "-no", 10),
        ] {
            #expect {
                _ = try FileBytes.read(path: target, limit: limit)
            } throws: { error in
                "\(error)".contains(target)
            }
        }
        #expect(try FileBytes.read(path: path, limit: 1000).count == 1000)
    }
}
