import SoundCues
import Testing

@Suite struct WAVFileTests {
    @Test func theHeaderDescribesMono16BitPCMAtTheGivenRate() throws {
        let bytes = WAVFile(samples: [0, 1, -1, 300], sampleRate: 22_050).bytes
        let wav = try ParsedWAV(bytes)
        #expect(wav.chunkIDs == ["fmt ", "data"])
        #expect(wav.format == 1)
        #expect(wav.channels == 1)
        #expect(wav.sampleRate == 22_050)
        #expect(wav.byteRate == 44_100)
        #expect(wav.blockAlign == 2)
        #expect(wav.bitsPerSample == 16)
        #expect(wav.dataSize == 8)
        #expect(Int(wav.riffSize) == bytes.count - 8)
        #expect(bytes.count == 44 + 8)
    }

    @Test func samplesAreWrittenLittleEndianAndReadBackUnchanged() throws {
        let samples: [Int16] = [0, 1, -1, .max, .min, 0x1234]
        let bytes = WAVFile(samples: samples, sampleRate: 8_000).bytes
        #expect(Array(bytes.suffix(12)) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80, 0x34, 0x12])
        let wav = try ParsedWAV(bytes)
        #expect(wav.samples == samples)
        #expect(wav.sampleRate == 8_000)
        #expect(wav.byteRate == 16_000)
    }

    @Test func anEmptySoundIsStillAValidFile() throws {
        let bytes = WAVFile(samples: [], sampleRate: 22_050).bytes
        let wav = try ParsedWAV(bytes)
        #expect(bytes.count == 44)
        #expect(wav.dataSize == 0)
        #expect(wav.riffSize == 36)
    }
}
