import Foundation
import Testing
@testable import LayoutLab

/// The iOS releases a layout models: each release's metric table, the devices' insets per
/// release, and the shared platforms reference's iOS 26 worked examples (its §2.2, iPhone 17 Pro,
/// 402×874, insets 62/34: the root is proposed 402×778 on both releases).
@Suite("Platforms: iOS 18 and iOS 26 metrics, devices per release (issue 30)")
struct PlatformTests {
    private static let bodyLine: CGFloat = 20.333333333333332
    private static let iOS18 = Platform(os: .iOS18), iOS26 = Platform(os: .iOS26)

    private static func laidOut<V: View>(_ view: V, _ platform: Platform, on device: Device = .iPhone17Pro) throws -> LaidOut {
        try LaidOut(view, configuration: LayoutConfiguration(device: device, platform: platform))
    }

    @Test("Acceptance: a Toggle at the root is 402×31 on iOS 18 (iPhone 16 Pro) and 402×28 on iOS 26 (iPhone 17 Pro)")
    func toggleAtTheRoot() throws {
        let old = try Self.laidOut(Toggle("Wi-Fi", isOn: .constant(true)), Self.iOS18, on: .iPhone16Pro)
        #expect(try old.placed("Toggle") == CGRect(x: 0, y: 435.5, width: 402, height: 31))
        #expect(try old.placed("Switch") == CGRect(x: 351, y: 435.5, width: 51, height: 31))
        // platforms §2.2: (402, 28) at y = 62 + (778 − 28)/2 = 437; the switch at x = 339.
        let new = try Self.laidOut(Toggle("Wi-Fi", isOn: .constant(true)), Self.iOS26)
        #expect(try new.placed("Toggle") == CGRect(x: 0, y: 437, width: 402, height: 28))
        #expect(try new.placed("Switch") == CGRect(x: 339, y: 437, width: 63, height: 28))
    }

    @Test("platforms §2.2: on iOS 26 a Toggle's long label wraps at 402 − 8 − 63 = 331")
    func toggleLabelWidth() throws {
        let label = String(repeating: "Wireless networking ", count: 6)
        let laidOut = try Self.laidOut(Toggle(label, isOn: .constant(true)), Self.iOS26)
        #expect(try laidOut.placementProposal("Text")?.width == 331)
    }

    /// The content's proposal under a NavigationStack, read from a GeometryReader filling it.
    private static func navigationContent(_ displayMode: NavigationBarItem.TitleDisplayMode, _ platform: Platform,
                                          on device: Device = .iPhone17Pro) throws -> (ProposedViewSize?, CGRect) {
        let content = GeometryReader { _ in Color.clear }.inspectLayoutProcess("content")
        let laidOut = try laidOut(NavigationStack { content.navigationTitle("T").navigationBarTitleDisplayMode(displayMode) },
                                  platform, on: device)
        return (try laidOut.placementProposal("content"), try laidOut.placed("content"))
    }

    @Test("Acceptance: an inline NavigationStack's content is 402×734 at 106 (iOS 18, iPhone 16 Pro) and 402×724 at 116 (iOS 26, iPhone 17 Pro)")
    func inlineNavigationStack() throws {
        let (old, oldFrame) = try Self.navigationContent(.inline, Self.iOS18, on: .iPhone16Pro)
        #expect(old == ProposedViewSize(width: 402, height: 734) && oldFrame.minY == 106)
        let (new, newFrame) = try Self.navigationContent(.inline, Self.iOS26)
        #expect(new == ProposedViewSize(width: 402, height: 724) && newFrame.minY == 116)
    }

    @Test("platforms §2.2: a large title on iOS 26 puts the content at 62 + 54 + 52 = 168, (402, 672)")
    func largeTitle() throws {
        let (proposal, frame) = try Self.navigationContent(.large, Self.iOS26)
        #expect(proposal == ProposedViewSize(width: 402, height: 672) && frame.minY == 168)
    }

    @Test("platforms §2.2: a TabView's bar adds 49 on both releases: content (402, 729)")
    func tabView() throws {
        for platform in [Self.iOS18, Self.iOS26] {
            let content = GeometryReader { _ in Color.clear }.inspectLayoutProcess("content")
            let laidOut = try Self.laidOut(TabView { content.tabItem { Text("A") } }, platform)
            #expect(try laidOut.placementProposal("content") == ProposedViewSize(width: 402, height: 729))
        }
    }

    @Test("platforms §2.2: a bottom toolbar's slot is 34 + 44 = 78 on iOS 18 and 86 on iOS 26")
    func bottomToolbar() throws {
        for (platform, slot) in [(Self.iOS18, 78.0), (Self.iOS26, 86.0)] {
            let content = GeometryReader { _ in Color.clear }.inspectLayoutProcess("content")
            let laidOut = try Self.laidOut(
                NavigationStack {
                    content.toolbar { ToolbarItem(placement: .bottomBar) { Text("Edit") } }.toolbar(.hidden, for: .navigationBar)
                }, platform)
            let frame = try laidOut.placed("content")
            #expect(close(874 - frame.maxY, slot))
        }
    }

    @Test("platforms §2.2: List { Text } on iOS 26 — Text proposed 402 − 40 − 32 = 330 at x = 36, in a 52 row")
    func listRow() throws {
        let laidOut = try Self.laidOut(List { Text("Row") }, Self.iOS26)
        #expect(try laidOut.proposals("Text") == [ProposedViewSize(width: 330, height: nil)])
        let text = try laidOut.placed("Text")
        #expect(text.minX == 36)
        #expect(close(text.minY, 62 + 35 + (52 - Self.bodyLine) / 2))
    }

    @Test("platforms §2.1: iOS 26's section headers are 17-pt semibold (headline), footers 13 pt; iOS 18's both footnote")
    func listSectionFonts() throws {
        let list = List { Section { Text("Row") } header: { Text("Alerts") } footer: { Text("Note") } }
        let new = try Self.laidOut(list, Self.iOS26), old = try Self.laidOut(list, Self.iOS18)
        // A headline line on the 3× grid is 20.333 (body's height), a footnote line 15.667.
        #expect(try new.placed("Alerts").height == Self.bodyLine && old.placed("Alerts").height == 15.666666666666666)
        #expect(try new.placed("Note").height == 15.666666666666666 && old.placed("Note").height == 15.666666666666666)
        // Semibold: wider than the footnote header, as the picture draws it (text-metrics: SF Pro semibold at 17 pt).
        #expect(try new.placed("Alerts").width > old.placed("Alerts").width)
        // The header band grows with it: max(35, 16 + 20.333 + 6).
        #expect(close(try new.placed("Row").minY, 62 + 16 + Self.bodyLine + 6 + (52 - Self.bodyLine) / 2))
    }

    @Test("iOS 26: a second section starts 20 below the first (35 on iOS 18); a ≤ 375-pt list keeps a 16-pt card inset")
    func listSectionsAndNarrowCards() throws {
        let list = List { Section { Text("A") }; Section { Text("B") } }
        let new = try Self.laidOut(list, Self.iOS26)
        #expect(close(try new.placed("B").minY - new.placed("A").minY, 52 + 20))
        let old = try Self.laidOut(list, Self.iOS18)
        #expect(close(try old.placed("B").minY - old.placed("A").minY, 44 + 35))
        // iPhone 13 mini: 375 wide, so 375 − 32 − 32 = 311 for the text.
        let mini = try Self.laidOut(List { Text("Row") }, Self.iOS26, on: try #require(Device.named("iPhone 13 mini")))
        #expect(try mini.proposals("Text") == [ProposedViewSize(width: 311, height: nil)])
    }

    @Test("iOS 26: a bordered button is a 34-pt capsule with 12-pt sides (iOS 18: 34.333 tall), large 50")
    func borderedButton() throws {
        let old = try Self.laidOut(Button("OK") {}.buttonStyle(.bordered), Self.iOS18)
        #expect(close(try old.placed("Button").height, Self.bodyLine + 14))
        let new = try Self.laidOut(Button("OK") {}.buttonStyle(.bordered), Self.iOS26)
        let button = try new.placed("Button"), text = try new.placed("Text")
        #expect(close(button.height, 34) && close(button.width, text.width + 24))
        let large = try Self.laidOut(Button("OK") {}.buttonStyle(.bordered).controlSize(.large), Self.iOS26)
        #expect(close(try large.placed("Button").height, 50))
    }

    @Test("The classic design on iOS 26 lays out as iOS 18; iOS 27 as iOS 26")
    func classicAndLatest() throws {
        let classic = try Platform(os: .iOS26, design: .classic)
        let toggle = try Self.laidOut(Toggle("Wi-Fi", isOn: .constant(true)), classic)
        #expect(try toggle.placed("Toggle") == CGRect(x: 0, y: 435.5, width: 402, height: 31))
        let (proposal, _) = try Self.navigationContent(.inline, classic)
        #expect(proposal == ProposedViewSize(width: 402, height: 734))
        #expect(PlatformMetrics.of(.iOS27) == .iOS26 && PlatformMetrics.of(.iOS17) == .iOS18)
        let latest = try LaidOut(Toggle("Wi-Fi", isOn: .constant(true)), configuration: LayoutConfiguration())
        #expect(try latest.placed("Toggle").height == 28)
    }

    @Test("A setting the file makes wins over the release's: defaultMinListRowHeight")
    func minimumRowHeightOverride() throws {
        let laidOut = try Self.laidOut(List { Text("Row") }.environment(\.defaultMinListRowHeight, 60), Self.iOS26)
        #expect(close(try laidOut.placed("Text").minY, 62 + 35 + (60 - Self.bodyLine) / 2))
    }
}

@Suite("Devices per release (platforms §1)")
struct PlatformDeviceTests {
    @Test("Acceptance: iPhone Air's root is proposed 420×810 (insets 68/34); the default device is the iPhone 17 Pro, proposing 402×778")
    func rootProposals() {
        #expect(Device.iPhoneAir.safeAreaSize == CGSize(width: 420, height: 810))
        #expect(LayoutConfiguration().device.name == "iPhone 17 Pro")
        #expect(LayoutConfiguration().proposal == ProposedViewSize(width: 402, height: 778))
        #expect(LayoutConfiguration(device: .iPhoneAir).proposal == ProposedViewSize(width: 420, height: 810))
    }

    @Test("Landscape insets move with the release: bottom 21 → 20 on iPhones, iPad bottom 20 → 25 (platforms §1.3)")
    func insetsPerRelease() {
        let phone = Device.iPhone17Pro.landscape
        #expect(phone.safeAreaInsets(on: .iOS18) == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(phone.safeAreaInsets(on: .iOS26) == EdgeInsets(top: 0, leading: 62, bottom: 20, trailing: 62))
        #expect(phone.safeAreaInsets(on: .iOS27) == phone.safeAreaInsets(on: .iOS26))
        #expect(Device.iPhoneAir.landscape.safeAreaInsets(on: .iOS26) == EdgeInsets(top: 0, leading: 68, bottom: 20, trailing: 68))
        #expect(Device.iPhone17Pro.safeAreaInsets(on: .iOS18) == Device.iPhone17Pro.safeAreaInsets(on: .iOS26))
        #expect(Device.iPadPro13.safeAreaInsets(on: .iOS18) == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.iPadPro13.landscape.safeAreaInsets(on: .iOS26) == EdgeInsets(top: 24, bottom: 25))
        // The configuration gives the device its platform's insets.
        let old = LayoutConfiguration(device: phone, platform: Platform(os: .iOS18))
        #expect(old.device.safeAreaInsets.bottom == 21 && old.proposal == ProposedViewSize(width: 750, height: 381))
        let new = LayoutConfiguration(device: phone, platform: Platform(os: .iOS26))
        #expect(new.device.safeAreaInsets.bottom == 20 && new.proposal == ProposedViewSize(width: 750, height: 382))
    }

    @Test("The new and older screens, by name", arguments: [
        ("iPhone 17", 402.0, 874.0, 3.0, 62.0), ("iPhone 17 Pro Max", 440, 956, 3, 62), ("iPhone Air", 420, 912, 3, 68),
        ("iPhone 17e", 390, 844, 3, 47), ("iPhone 18 Pro", 402, 874, 3, 62), ("iPhone 18 Pro Max", 440, 956, 3, 62),
        ("iPhone 11", 414, 896, 2, 48), ("iPhone 11 Pro", 375, 812, 3, 44), ("iPhone 11 Pro Max", 414, 896, 3, 44),
        ("iPhone 12 mini", 375, 812, 3, 50), ("iPhone 12", 390, 844, 3, 47), ("iPhone 12 Pro Max", 428, 926, 3, 47),
        ("iPhone 13 mini", 375, 812, 3, 50), ("iPhone 13 Pro", 390, 844, 3, 47), ("iPhone 14 Plus", 428, 926, 3, 47),
        ("iPhone 14 Pro", 393, 852, 3, 59), ("iPhone 14 Pro Max", 430, 932, 3, 59),
        ("iPhone SE (2nd generation)", 375, 667, 2, 20), ("iPad (A16)", 820, 1180, 2, 24),
        ("iPad Pro 13-inch (M4)", 1032, 1376, 2, 24), ("iPad Pro (11-inch) (4th generation)", 834, 1194, 2, 24),
        ("iPad (9th generation)", 810, 1080, 2, 20), ("iPad mini (5th generation)", 768, 1024, 2, 20),
    ] as [(String, CGFloat, CGFloat, CGFloat, CGFloat)])
    func lineUp(name: String, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat) throws {
        let device = try #require(Device.named(name))
        #expect(device.screenSize == CGSize(width: width, height: height))
        #expect(device.displayScale == scale && device.safeAreaInsets.top == top)
    }

    @Test("Every name in the line-up is unique and finds its device")
    func uniqueNames() {
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
        for device in Device.all { #expect(Device.named(device.name)?.name == device.name) }
    }

    @Test("An unknown name lists the nearest known ones")
    func suggestions() {
        #expect(Device.suggestions(for: "iPhone 17").prefix(3) == ["iPhone 17", "iPhone 17e", "iPhone 17 Pro"])
        #expect(Device.suggestions(for: "iPhone 71 Pro").contains("iPhone 17 Pro"))
        #expect(Device.suggestions(for: "iPhone 17 Prp").first == "iPhone 17 Pro")
        // No device name is within reach of one a million characters long: none is measured (fuzz input 7514).
        #expect(Device.suggestions(for: String(repeating: "a", count: 1_000_000)).isEmpty)
        #expect(Device.suggestions(for: "iphone air landscape").first == "iPhone Air")
        #expect(Device.suggestions(for: "Pixel 9").isEmpty)
    }
}

@Suite("API availability per release (platforms §3 item 20)")
struct APIAvailabilityTests {
    @Test("APIs newer than the run's iOS are refused with the version they need")
    func gates() throws {
        #expect(APIAvailability.introduced(of: "safeAreaBar") == 26)
        #expect(APIAvailability.introduced(of: "containerRelativeFrame") == 17)
        #expect(APIAvailability.introduced(of: "Tab") == 18)
        #expect(APIAvailability.introduced(of: "ViewThatFits") == 16)
        #expect(APIAvailability.introduced(of: "frame") == nil)
        #expect(APIAvailability.unavailability(of: "safeAreaBar", on: Platform(os: .iOS18))
            == "'safeAreaBar' is only available in iOS 26 or newer; this run models iOS 18 (--os 18)")
        #expect(APIAvailability.unavailability(of: "safeAreaBar", on: Platform(os: .iOS26)) == nil)
        // The classic design on iOS 26 still has iOS 26's APIs.
        #expect(APIAvailability.unavailability(of: "glassEffect", on: try Platform(os: .iOS26, design: .classic)) == nil)
        #expect(APIAvailability.unavailability(of: "onScrollGeometryChange", on: Platform(os: .iOS17)) != nil)
    }

    @Test("safeAreaBar lays out as safeAreaInset: the bar's height comes off the content's safe area")
    func safeAreaBar() throws {
        let bar = try LaidOut(Color.red.inspectLayoutProcess("content").safeAreaBar(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) },
                              configuration: LayoutConfiguration(platform: Platform(os: .iOS26)))
        let inset = try LaidOut(Color.red.inspectLayoutProcess("content").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) },
                                configuration: LayoutConfiguration(platform: Platform(os: .iOS26)))
        #expect(try bar.placed("content") == inset.placed("content"))
        #expect(try bar.placed("content").height == 778 - 50)
        #expect(try bar.node("safeAreaBar").kind == "safeAreaBar")
    }
}
