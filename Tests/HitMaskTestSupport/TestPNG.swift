import HitMaskReader

/// A minimal PNG encoder for tests: builds files of any colour type and bit depth with known pixel values,
/// independently of libpng (zlib stored blocks, no filtering, no interlace).
package struct TestPNG {
    package enum ColorType: UInt8 {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6

        package var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    package var width: Int
    package var height: Int
    package var colorType: ColorType
    package var bitDepth: Int
    /// Samples row-major, `channels` per pixel, each in 0..<2^bitDepth.
    package var samples: [Int]
    /// Palette entries (RGB) for `.palette`.
    package var palette: [(UInt8, UInt8, UInt8)] = []
    /// Raw tRNS chunk payload, if any.
    package var transparency: [UInt8]? = nil

    package init(
        width: Int, height: Int, colorType: ColorType, bitDepth: Int, samples: [Int],
        palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8]? = nil
    ) {
        (self.width, self.height, self.colorType, self.bitDepth) = (width, height, colorType, bitDepth)
        (self.samples, self.palette, self.transparency) = (samples, palette, transparency)
    }

    package func encode() -> [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian32(width) + bigEndian32(height)
        header += [UInt8(bitDepth), colorType.rawValue, 0, 0, 0]
        file += chunk("IHDR", header)
        if colorType == .palette { file += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { file += chunk("tRNS", transparency) }
        file += chunk("IDAT", zlibStored(rawRows()))
        file += chunk("IEND", [])
        return file
    }

    private func rawRows() -> [UInt8] {
        let samplesPerRow = width * colorType.channels
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            let row = samples[y * samplesPerRow..<(y + 1) * samplesPerRow]
            if bitDepth == 16 {
                for sample in row { raw += [UInt8(sample >> 8), UInt8(sample & 0xFF)] }
            } else if bitDepth == 8 {
                raw += row.map { UInt8($0) }
            } else {
                var byte = 0, filled = 0
                for sample in row {
                    byte = byte << bitDepth | sample
                    filled += bitDepth
                    if filled == 8 {
                        raw.append(UInt8(byte))
                        byte = 0
                        filled = 0
                    }
                }
                if filled > 0 { raw.append(UInt8(byte << (8 - filled))) }
            }
        }
        return raw
    }

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian32(data.count) + typeBytes + data + bigEndian32(Int(CRC32.checksum(typeBytes + data)))
    }

    private func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a = 1, b = 0
        for byte in data {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian32(b << 16 | a)
    }

    private func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
