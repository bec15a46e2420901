/// A WAV file read back field by field, independently of the writer, so a test can compare
/// each header field with what the format requires.
struct ParsedWAV {
    var riffSize: UInt32 = 0
    var format: UInt16 = 0
    var channels: UInt16 = 0
    var sampleRate: UInt32 = 0
    var byteRate: UInt32 = 0
    var blockAlign: UInt16 = 0
    var bitsPerSample: UInt16 = 0
    var dataSize: UInt32 = 0
    var samples: [Int16] = []
    var chunkIDs: [String] = []

    enum Failure: Error { case notRIFF, notWAVE, truncated }

    /// Walks the chunks after the RIFF header by their own sizes, as a player would.
    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 12 else { throw Failure.truncated }
        guard Self.text(bytes, 0) == "RIFF" else { throw Failure.notRIFF }
        guard Self.text(bytes, 8) == "WAVE" else { throw Failure.notWAVE }
        riffSize = Self.uint32(bytes, 4)
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = Self.text(bytes, offset)
            let size = Int(Self.uint32(bytes, offset + 4))
            let body = offset + 8
            guard body + size <= bytes.count else { throw Failure.truncated }
            chunkIDs.append(id)
            if id == "fmt " {
                format = Self.uint16(bytes, body)
                channels = Self.uint16(bytes, body + 2)
                sampleRate = Self.uint32(bytes, body + 4)
                byteRate = Self.uint32(bytes, body + 8)
                blockAlign = Self.uint16(bytes, body + 12)
                bitsPerSample = Self.uint16(bytes, body + 14)
            } else if id == "data" {
                dataSize = UInt32(size)
                samples = stride(from: body, to: body + size - 1, by: 2).map {
                    Int16(bitPattern: Self.uint16(bytes, $0))
                }
            }
            offset = body + size + size % 2  // chunks are padded to an even length
        }
    }

    private static func text(_ bytes: [UInt8], _ at: Int) -> String {
        String(decoding: bytes[at..<at + 4], as: UTF8.self)
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << ($1 * 8) }
    }
}
