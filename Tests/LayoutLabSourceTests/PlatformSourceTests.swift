import Foundation
import LayoutLab
import LayoutLabSource
import Testing

@Suite("Source: the release a run models (issue 30)")
struct PlatformSourceTests {
    private static let bar = #"Color.red.safeAreaBar(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }"#

    @Test("A modifier newer than the run's iOS is a located error naming the version it needs (platforms §3 item 20)")
    func newerModifier() throws {
        do {
            _ = try run(Self.bar, configuration: .spec)
            Issue.record("safeAreaBar ran under iOS 18")
        } catch {
            #expect("\(error)".contains("Test.swift:1:11: error: 'safeAreaBar' is only available in iOS 26 or newer; this run models iOS 18 (--os 18)"))
        }
    }

    @Test("Under iOS 26 safeAreaBar lays out as safeAreaInset; glassEffect draws only; the Toggle's switch is 63×28")
    func iOS26() throws {
        let iOS26 = LayoutConfiguration(platform: Platform(os: .iOS26))
        let bar = try TracedSourceRun(Self.bar, configuration: iOS26)
        #expect(try bar.frame("Color", 0) == CGRect(x: 0, y: 62, width: 402, height: 728))
        let glass = try TracedSourceRun(#"Text("Hi").padding().glassEffect()"#, configuration: iOS26)
        let plain = try TracedSourceRun(#"Text("Hi").padding()"#, configuration: iOS26)
        #expect(try glass.frame("padding") == plain.frame("padding") && glass.tree.count == plain.tree.count)
        let toggle = try TracedSourceRun(#"Toggle("Wi-Fi", isOn: .constant(true))"#, configuration: iOS26)
        #expect(try toggle.frame("Switch") == CGRect(x: 339, y: 437, width: 63, height: 28))
    }
}
