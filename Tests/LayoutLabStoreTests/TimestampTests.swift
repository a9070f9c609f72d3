import Foundation
import Testing
@testable import LayoutLabStore

@Suite("Run timestamps")
struct TimestampTests {
    /// What the store wrote before it formatted timestamps itself.
    static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    @Test("A run's timestamp is written as ISO8601DateFormatter writes it, UTC to the nearest millisecond",
          arguments: [
              0.0, 0.001, 0.999, 59.5, 86_399.999, 86_400, 0.0004, 0.0006, // the epoch, its first day's edges, rounding
              -0.001, -86_400, -1_000_000_000.25,          // before 1970
              951_782_400.123,                             // 2000-02-29, a leap day in a year divisible by 400
              4_107_542_400.5,                             // 2100-03-01, after a century year without one
              1_795_536_062.123,                           // 2026-11-24T16:01:02.123Z
              253_402_300_799.999,                         // 9999-12-31T23:59:59.999Z
          ])
    func matchesFoundation(secondsSince1970: Double) {
        let date = Date(timeIntervalSince1970: secondsSince1970)
        #expect(RecordedRun.timestamp(date) == Self.iso8601(date))
    }

    @Test("A known instant; instants outside years 1 through 9999 are written as those years' ends")
    func knownInstants() {
        #expect(RecordedRun.timestamp(Date(timeIntervalSince1970: 1_795_536_062.123)) == "2026-11-24T16:01:02.123Z")
        #expect(RecordedRun.timestamp(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00.000Z")
        #expect(RecordedRun.timestamp(Date(timeIntervalSince1970: 1e300)) == "9999-12-31T23:59:59.999Z")
        #expect(RecordedRun.timestamp(Date(timeIntervalSince1970: .infinity)) == "9999-12-31T23:59:59.999Z")
        #expect(RecordedRun.timestamp(Date(timeIntervalSince1970: -.infinity)) == "0001-01-01T00:00:00.000Z")
    }
}
