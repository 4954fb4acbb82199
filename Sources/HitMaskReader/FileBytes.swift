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
package enum FileBytes {
    /// Files larger than this cannot be valid masks (the largest mask fits in far less).
    package static let maxFileSize = 1 << 30

    /// The file's bytes: its size from one `fstat`, then read in one call (a file whose size is not known up
    /// front, such as a pipe, or one that grows meanwhile, is read on in chunks).
    package static func read(path: String, limit: Int = maxFileSize) throws(HitMaskError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(path, String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(path, String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw unreadable(path, "is a folder") }
        let isRegular = info.st_mode & S_IFMT == S_IFREG
        let expected = isRegular ? Int(info.st_size) : 0
        guard expected <= limit else { throw unreadable(path, "larger than \(limit) bytes") }
        // One byte more than expected, so the end shows without another round; read straight into the array's
        // storage, not cleared first (which cost as much as copying the file again). A file that grows meanwhile,
        // or has no size, reads on below.
        var failure: Int32 = 0
        var ended = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            while initialized < raw.count {
                let count = readSome(descriptor, into: raw, from: initialized)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    (failure, ended) = (count < 0 ? errno : 0, true)
                    return
                }
                initialized += count
                // A regular file returns whole reads until its end: a short read that reaches its size is the end.
                if isRegular && initialized == expected {
                    ended = true
                    return
                }
            }
        }
        guard failure == 0 else { throw unreadable(path, String(cString: strerror(failure))) }
        var filled = bytes.count
        while !ended {
            if filled == bytes.count {
                guard filled <= limit else { throw unreadable(path, "larger than \(limit) bytes") }
                bytes += [UInt8](repeating: 0, count: max(filled, 64 * 1024))
            }
            let count = bytes.withUnsafeMutableBytes { readSome(descriptor, into: $0, from: filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw unreadable(path, String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { throw unreadable(path, "larger than \(limit) bytes") }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    private static func unreadable(_ path: String, _ reason: String) -> HitMaskError {
        HitMaskError(.unreadableFile, reason: "\(path): \(reason)")
    }
}

/// `read(2)` into `buffer` from `offset` on (outside `FileBytes`, whose own `read` would hide the C function).
private func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, from offset: Int) -> Int {
    read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
}
