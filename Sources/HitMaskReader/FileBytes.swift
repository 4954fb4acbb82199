#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Reads whole files through the C library, so the runtime needs nothing beyond the standard library.
enum FileBytes {
    /// Files larger than this cannot be valid masks (the largest mask fits in far less).
    static let maxFileSize = 1 << 30

    static func read(path: String) throws(HitMaskError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw unreadable(path, String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(file) != 0 {
                    throw unreadable(path, String(cString: strerror(errno)))
                }
                return bytes
            }
            if bytes.count > maxFileSize {
                throw unreadable(path, "larger than \(maxFileSize) bytes")
            }
        }
    }

    private static func unreadable(_ path: String, _ reason: String) -> HitMaskError {
        HitMaskError(.unreadableFile, reason: "\(path): \(reason)")
    }
}
