import Foundation
import LayoutLab
import Testing

// A device log of a file's own prints held against the lines the model's run of that file
// prints (issue 33, "device truth for any log"): console noise skipped, order kept, text
// exact, numbers within half a device pixel.

@Suite("Printed logs")
struct PrintedLogTests {
    static let printed = """
        sizeThatFits proposal: 393.0 x 759.0 -> 120.0 x 80.5
        placeSubviews at (136.5, 398.75) size 120.0 x 80.5

        """
    /// Xcode's console as pasted: its prefixes, its own lines and the app's other prints.
    static let log = """
        2024-05-01 10:00:00.123456+0200 Demo[123:4567] App launched
        2024-05-01 10:00:00.223456+0200 Demo[123:4567] sizeThatFits proposal: 393.0 x 759.0 -> 120.0 x 80.5
        nw_protocol_get_quic_image_block_invoke dlopen libquic failed
        2024-05-01 10:00:00.323456+0200 Demo[123:4567] placeSubviews at (136.5, 398.66666666666663) size 120.0 x 80.5
        Message from debugger: killed
        """
    /// Half a pixel at @3x.
    static let tolerance: CGFloat = 0.5 / 3

    @Test("Console prefixes are dropped: date, time, zone, process[pid:thread], a name with spaces; other lines kept whole")
    func consolePrefixes() {
        #expect(ConsoleLine.message("2024-05-01 10:00:00.123456+0200 Demo[123:4567] hello 1") == "hello 1")
        #expect(ConsoleLine.message("2025-01-12 09:15:42.5 My App[77:0x1a2b] (1.0, 2.0)") == "(1.0, 2.0)")
        #expect(ConsoleLine.message("2024-05-01T10:00:00Z hello") == "hello")
        #expect(ConsoleLine.message("  width 393.0 ") == "width 393.0")
    }

    @Test("The file's lines in the log agree within half a pixel (398.67 against 398.75 at @3x); noise is skipped")
    func agrees() {
        let comparison = PrintedLogComparison(log: Self.log, printed: Self.printed, tolerance: Self.tolerance)
        #expect(comparison.agrees, "\(comparison.differences.map(\.description))")
        #expect(comparison.matched == 2 && comparison.logLinesOfTheFile == 2)
        #expect(comparison.printed.count == 2)
    }

    @Test("One number changed beyond half a pixel: that line, that number, both values")
    func oneNumberChanged() throws {
        let log = Self.log.replacingOccurrences(of: "-> 120.0 x 80.5", with: "-> 120.0 x 81.0")
        let comparison = PrintedLogComparison(log: log, printed: Self.printed, tolerance: Self.tolerance)
        #expect(!comparison.agrees)
        let difference = try #require(comparison.differences.first)
        #expect(comparison.differences.count == 1)
        #expect(difference.logNumber == 2 && difference.printedIndex == 0)
        #expect(difference.numbers.map { [CGFloat($0.index), $0.log, $0.printed] } == [[3, 81, 80.5]])
        #expect(difference.description.contains("number 4: 81 in the log, 80.5 printed"))
    }

    @Test("A line only one side printed is named where it is, in order")
    func missingAndExtraLines() {
        let missing = PrintedLogComparison(log: "sizeThatFits proposal: 393.0 x 759.0 -> 120.0 x 80.5", printed: Self.printed,
                                           tolerance: Self.tolerance)
        #expect(missing.differences.map(\.printedIndex) == [1] && missing.differences[0].logNumber == nil)
        let extra = PrintedLogComparison(log: Self.log + "\nsizeThatFits proposal: 0.0 x 0.0 -> 120.0 x 80.5", printed: Self.printed,
                                         tolerance: Self.tolerance)
        #expect(extra.differences.map(\.logNumber) == [6] && extra.differences[0].printedIndex == nil)
    }

    @Test("A log with no line the file prints is unrelated, not a disagreement")
    func unrelated() {
        let comparison = PrintedLogComparison(log: "width: 393.0\nheight: 852.0", printed: Self.printed, tolerance: Self.tolerance)
        #expect(comparison.unrelated && !comparison.agrees && comparison.differences.isEmpty)
        #expect(PrintedLogComparison(log: Self.log, printed: "", tolerance: Self.tolerance).unrelated)
    }

    @Test("Numbers stand alone: the digits of VStack2 and 2x are text, -1 and 1e-05 are numbers")
    func numbersInText() {
        let comparison = PrintedLogComparison(log: "VStack2 at 2x: -1.0, 1e-05", printed: "VStack2 at 2x: -1.0, 0.0\n", tolerance: 0.25)
        #expect(comparison.agrees)
        #expect(!PrintedLogComparison(log: "VStack3 at 2x: -1.0, 0.0", printed: "VStack2 at 2x: -1.0, 0.0\n", tolerance: 0.25).agrees)
    }

    @Test("Only a log with neither printer's lines is a printed log")
    func printerLogs() {
        #expect(!DeviceLog.isPrinterLog(Self.log))
        #expect(DeviceLog.isPrinterLog("【a】report size: (1.0, 2.0)"))
        #expect(DeviceLog.isPrinterLog("【a】report size: garbled"))
    }
}
