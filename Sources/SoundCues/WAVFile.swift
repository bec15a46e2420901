/// Mono 16-bit PCM samples as the bytes of a RIFF/WAVE file, the one format every player
/// program (pw-play, paplay, aplay, afplay, sox) reads without a codec.
public struct WAVFile: Hashable, Sendable {
    public var samples: [Int16]
    /// Samples a second.
    public var sampleRate: Int

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// The whole file: a RIFF header, a `fmt ` chunk and a `data` chunk, all little-endian.
    public var bytes: [UInt8] {
        let bytesPerSample = 2
        let dataSize = samples.count * bytesPerSample
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)

        bytes += Array("RIFF".utf8)
        bytes.appendLittleEndian(UInt32(36 + dataSize))  // everything after these 8 bytes
        bytes += Array("WAVE".utf8)

        bytes += Array("fmt ".utf8)
        bytes.appendLittleEndian(UInt32(16))  // the size of plain PCM's format chunk
        bytes.appendLittleEndian(UInt16(1))  // PCM
        bytes.appendLittleEndian(UInt16(1))  // mono
        bytes.appendLittleEndian(UInt32(sampleRate))
        bytes.appendLittleEndian(UInt32(sampleRate * bytesPerSample))  // bytes a second
        bytes.appendLittleEndian(UInt16(bytesPerSample))  // bytes a frame
        bytes.appendLittleEndian(UInt16(16))  // bits a sample

        bytes += Array("data".utf8)
        bytes.appendLittleEndian(UInt32(dataSize))
        for sample in samples {
            bytes.appendLittleEndian(UInt16(bitPattern: sample))
        }
        return bytes
    }
}

extension [UInt8] {
    fileprivate mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
        for index in 0..<Value.bitWidth / 8 {
            append(UInt8(truncatingIfNeeded: value >> (index * 8)))
        }
    }
}
