import Foundation

/// The size an image file declares in its header, read without decoding it (Foundation on
/// Linux decodes no images): a raster image's pixels, a vector image's points.
enum ImageFileSize {
    struct Size: Equatable {
        var width: Double
        var height: Double
        /// PDF and SVG: the size is in points, whatever the image set's scale says.
        var isVector: Bool
    }

    /// The size the file at `url` declares, or nil when its format is not one read here
    /// (HEIC, GIF, …) or its header is damaged.
    static func read(_ url: URL) -> Size? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        // A PDF's MediaBox can sit anywhere in the file; the headers of the others are at the start.
        let limit = url.pathExtension.lowercased() == "pdf" ? 8_000_000 : 1_000_000
        guard let data = try? handle.read(upToCount: limit) else { return nil }
        return size(of: data)
    }

    static func size(of data: Data) -> Size? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("%PDF".utf8)) { return pdf(data) }
        if let text = String(data: data.prefix(4096), encoding: .utf8), text.contains("<svg") { return svg(text) }
        return nil
    }

    /// PNG: the IHDR chunk comes first; width and height are its first two big-endian words.
    private static func png(_ bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
        guard width > 0, height > 0 else { return nil }
        return Size(width: Double(width), height: Double(height), isVector: false)
    }

    /// JPEG: the markers in order up to the first start-of-frame (SOF0–SOF15 but DHT C4, JPG C8
    /// and DAC CC), whose payload is precision, height, width.
    private static func jpeg(_ bytes: [UInt8]) -> Size? {
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            // Markers without a length: TEM and the restart markers.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 8 < bytes.count else { return nil }
                let height = bigEndian(bytes, index + 5, 2), width = bigEndian(bytes, index + 7, 2)
                guard width > 0, height > 0 else { return nil }
                return Size(width: Double(width), height: Double(height), isVector: false)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// PDF: the first page's `/MediaBox [x0 y0 x1 y1]`, in points (1/72 inch, the point iOS lays out in).
    private static func pdf(_ data: Data) -> Size? {
        let text = String(decoding: data, as: UTF8.self)
        guard let box = text.range(of: "/MediaBox") else { return nil }
        let rest = text[box.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
        guard width > 0, height > 0 else { return nil }
        return Size(width: width, height: height, isVector: true)
    }

    /// SVG: the root element's `width` and `height` (unitless or px), else its `viewBox`'s size.
    private static func svg(_ text: String) -> Size? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)="), let quote = tag[range.upperBound...].first,
                  quote == "\"" || quote == "'" else { return nil }
            let valueStart = tag.index(after: range.upperBound)
            return tag[valueStart...].firstIndex(of: quote).map { String(tag[valueStart..<$0]) }
        }
        func length(_ name: String) -> Double? {
            guard var value = attribute(name) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value)
        }
        if let width = length("width"), let height = length("height"), width > 0, height > 0 {
            return Size(width: width, height: height, isVector: true)
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return Size(width: box[2], height: box[3], isVector: true)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset + count <= bytes.count else { return 0 }
        return bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
