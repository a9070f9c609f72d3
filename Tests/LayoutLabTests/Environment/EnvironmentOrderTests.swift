import Foundation
import Testing
@testable import LayoutLab

@Suite("Environment modifiers")
struct EnvironmentOrderTests {
    @Test("Of two writes of one value on a view, the innermost wins: .font(.largeTitle).font(.caption) is largeTitle")
    func innermostWins() throws {
        let both = try LaidOut(VStack { Text("Hello") }.font(.largeTitle).font(.caption))
        let inner = try LaidOut(VStack { Text("Hello") }.font(.largeTitle))
        #expect(try both.frame("0.0") == inner.frame("0.0"))
    }
}
