import Foundation

/// A decoded PNG (8-bit grey, RGB or RGBA, with or without alpha, not interlaced): what the
/// browser tests read Chromium's screenshots with. Foundation on Linux decodes no images, so
/// this carries its own inflate (RFC 1951).
public struct PNGImage: Sendable {
    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public var red, green, blue, alpha: UInt8
        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        public var description: String { "rgb(\(red), \(green), \(blue))" }

        /// Whether each channel is within `tolerance` of `other`'s.
        public func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance
        }

        /// `#ff3b30`.
        public init?(hex: String) {
            let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self.init(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        }
    }

    public struct DecodingError: Error, Sendable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public let width: Int
    public let height: Int
    private let pixels: [Pixel]

    public subscript(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    public init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    public init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw DecodingError(description: "not a PNG file")
        }
        var offset = 8
        var width = 0, height = 0, colourType = 0, bitDepth = 0, interlace = 0
        var compressed: [UInt8] = []
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 8 <= bytes.count {
            let length = integer(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw DecodingError(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                width = integer(body)
                height = integer(body + 4)
                bitDepth = Int(bytes[body + 8])
                colourType = Int(bytes[body + 9])
                interlace = Int(bytes[body + 12])
            case "IDAT":
                compressed += bytes[body..<body + length]
            default:
                break
            }
            offset = body + length + 4
        }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][colourType]
        guard bitDepth == 8, interlace == 0, let channels, width > 0, height > 0 else {
            throw DecodingError(description: "unsupported PNG: depth \(bitDepth), colour type \(colourType), interlace \(interlace)")
        }
        guard compressed.count > 2 else { throw DecodingError(description: "no image data") }
        // Two bytes of zlib header, then the deflate stream.
        var inflater = Inflater(Array(compressed[2...]))
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw DecodingError(description: "short image data") }
        var previous = [UInt8](repeating: 0, count: stride)
        var result: [Pixel] = []
        result.reserveCapacity(width * height)
        for row in 0..<height {
            let start = row * (stride + 1)
            let filter = raw[start]
            var line = Array(raw[start + 1..<start + 1 + stride])
            for index in 0..<stride {
                let left = index >= channels ? Int(line[index - channels]) : 0
                let up = Int(previous[index])
                let upLeft = index >= channels ? Int(previous[index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
                default: throw DecodingError(description: "unknown filter \(filter)")
                }
                line[index] = UInt8(truncatingIfNeeded: Int(line[index]) + predictor)
            }
            for x in 0..<width {
                let p = x * channels
                switch channels {
                case 1: result.append(Pixel(line[p], line[p], line[p]))
                case 2: result.append(Pixel(line[p], line[p], line[p], line[p + 1]))
                case 3: result.append(Pixel(line[p], line[p + 1], line[p + 2]))
                default: result.append(Pixel(line[p], line[p + 1], line[p + 2], line[p + 3]))
                }
            }
            previous = line
        }
        self.width = width
        self.height = height
        pixels = result
    }

    /// The bounding box of the pixels close to `colour`, or nil when there are none.
    public func bounds(of colour: Pixel, tolerance: Int = 3) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<height {
            for x in 0..<width where self[x, y].isClose(to: colour, tolerance: tolerance) {
                if let (a, b, c, d) = box { box = (min(a, x), min(b, y), max(c, x), max(d, y)) } else { box = (x, y, x, y) }
            }
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }
}

/// A deflate decoder (RFC 1951): stored, fixed and dynamic Huffman blocks.
private struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    init(_ input: [UInt8]) { self.input = input }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw PNGImage.DecodingError(description: "deflate stream ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// Canonical Huffman code: counts per length and symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw PNGImage.DecodingError(description: "bad Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                       4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    mutating func inflate() throws -> [UInt8] {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw PNGImage.DecodingError(description: "truncated stored block") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { throw PNGImage.DecodingError(description: "truncated stored block") }
                output += input[position..<position + length]
                position += length
            case 1:
                let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
                    + [Int](repeating: 8, count: 8)
                try block(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
                let codes = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try decode(codes)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw PNGImage.DecodingError(description: "repeat with no length") }
                        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try block(Huffman(lengths: Array(lengths[0..<literalCount])), Huffman(lengths: Array(lengths[literalCount...])))
            default:
                throw PNGImage.DecodingError(description: "bad block type")
            }
        }
        return output
    }

    private mutating func block(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw PNGImage.DecodingError(description: "bad length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < Self.distanceBase.count else { throw PNGImage.DecodingError(description: "bad distance symbol") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw PNGImage.DecodingError(description: "distance too far back") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
