import Foundation
import Testing
@testable import LayoutLab

@Suite("Devices and the environment they give")
struct DeviceTests {
    @Test("The line-up: screen sizes in points, scales and portrait insets", arguments: [
        (Device.iPhone16Pro, 402.0, 874.0, 3.0, 62.0, 34.0), (.iPhone16ProMax, 440, 956, 3, 62, 34),
        (.iPhone16, 393, 852, 3, 59, 34), (.iPhone16Plus, 430, 932, 3, 59, 34), (.iPhone16e, 390, 844, 3, 47, 34),
        (.iPhone15Pro, 393, 852, 3, 59, 34), (.iPhone15ProMax, 430, 932, 3, 59, 34), (.iPhone15, 393, 852, 3, 59, 34),
        (.iPhone15Plus, 430, 932, 3, 59, 34), (.iPhoneSE, 375, 667, 2, 20, 0),
        (.iPadMini, 744, 1133, 2, 24, 20), (.iPadAir11, 820, 1180, 2, 24, 20), (.iPadAir13, 1024, 1366, 2, 24, 20),
        (.iPadPro11, 834, 1210, 2, 24, 20), (.iPadPro13, 1032, 1376, 2, 24, 20),
    ] as [(Device, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
    func lineUp(device: Device, width: CGFloat, height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat) {
        #expect(device.screenSize == CGSize(width: width, height: height))
        #expect(device.displayScale == scale)
        // The spec's release: iPadOS 26 moved the iPads' bottom inset (PlatformTests).
        #expect(device.safeAreaInsets(on: .iOS18) == EdgeInsets(top: top, bottom: bottom))
        #expect(Device.named(device.name) == device)
    }

    @Test("Landscape: the screen turns, the insets move to the sides, phones become compact tall")
    func landscape() throws {
        // On the spec's release: iOS 26 moved the landscape bottom to 20 (PlatformTests).
        let device = Device.iPhone16Pro.landscape.running(.iOS18)
        #expect(device.name == "iPhone 16 Pro landscape")
        #expect(device.screenSize == CGSize(width: 874, height: 402))
        #expect(device.safeAreaInsets == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
        #expect(device.safeAreaSize == CGSize(width: 750, height: 381))
        #expect(device.horizontalSizeClass == .compact && device.verticalSizeClass == .compact)
        #expect(device.portrait == Device.iPhone16Pro.running(.iOS18))
        #expect(Device.named("iPhone 16 Pro landscape")?.running(.iOS18) == device)
        #expect(Device.named("iphone-16-pro-Landscape")?.running(.iOS18) == device)
        // Only the Plus and Pro Max sizes are regular wide in landscape; iPads stay regular.
        #expect(Device.iPhone16ProMax.landscape.horizontalSizeClass == .regular)
        #expect(Device.iPhone16Plus.landscape.horizontalSizeClass == .regular)
        #expect(Device.iPhoneSE.landscape.safeAreaInsets == EdgeInsets())
        let pad = Device.iPadPro11.landscape
        #expect(pad.screenSize == CGSize(width: 1210, height: 834))
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        #expect(pad.safeAreaInsets(on: .iOS18) == EdgeInsets(top: 24, bottom: 20))
    }

    @Test("Names the CLI has always accepted still resolve")
    func existingNames() {
        #expect(Device.named("iPhone SE") == .iPhoneSE)
        #expect(Device.named("iPhone SE (3rd generation)") == .iPhoneSE)
        #expect(Device.named("iPad Pro 13") == .iPadPro13)
        #expect(Device.named("iphone16pro") == .iPhone16Pro)
        #expect(Device.named("Pixel 9") == nil)
    }

    @Test("A landscape root is proposed the landscape safe area and placed after the leading inset")
    func landscapeRoot() throws {
        let laidOut = try LaidOut(Color.red, configuration: configuration(.iPhone16Pro.landscape))
        #expect(try laidOut.proposals("Color") == [ProposedViewSize(width: 750, height: 381)])
        #expect(try laidOut.placed("Color") == CGRect(x: 62, y: 0, width: 750, height: 381))
    }

    @Test("The root environment comes from the device; the configuration's values override it")
    func environment() {
        let phone = LayoutConfiguration(device: .iPhone16Pro).rootEnvironment
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
        #expect(phone.displayScale == 3 && phone.dynamicTypeSize == .large)
        #expect(phone.colorScheme == .light && phone.layoutDirection == .leftToRight)
        let pad = LayoutConfiguration(device: .iPadAir11).rootEnvironment
        #expect(pad.horizontalSizeClass == .regular && pad.displayScale == 2)
        let big = configuration(.iPhone16Pro) { $0.dynamicTypeSize = .accessibility3 }.rootEnvironment
        #expect(big.dynamicTypeSize == .accessibility3 && big.displayScale == 3)
    }

    @Test("Dynamic Type scales text styles by the published table: body 17 → 23 at xxxLarge")
    func dynamicType() throws {
        let large = try LaidOut(Text("Hello"))
        let bigger = try LaidOut(Text("Hello"), configuration: configuration { $0.dynamicTypeSize = .xxxLarge })
        let smaller = try LaidOut(Text("Hello").dynamicTypeSize(.xSmall))
        #expect(try large.placed("Text").height == 20.333333333333332)
        // 23 pt: 23 × (1950 + 494) / 2048 = 27.45 → 27.667 on the 3× grid.
        #expect(close(try bigger.placed("Text").height, 27.666666666666668))
        #expect(try bigger.placed("Text").width > (try large.placed("Text").width))
        // 14 pt at xSmall.
        #expect(close(try smaller.placed("Text").height, 17))
        // A fixed-size font does not scale.
        let fixed = try LaidOut(Text("Hello").font(.system(size: 17)), configuration: configuration { $0.dynamicTypeSize = .xxxLarge })
        #expect(try fixed.placed("Text").height == 20.333333333333332)
        #expect(Font.TextStyle.body.pointSize(at: .accessibility5) == 53)
        #expect(Font.TextStyle.largeTitle.pointSize(at: .large) == 34)
    }

    @Test("§2.3: a Divider is one pixel thick, and 1 pt at an accessibility size")
    func dividerThickness() throws {
        let pixel = try LaidOut(VStack { Divider() })
        #expect(try pixel.placed("Divider").height == 1.0 / 3)
        let accessible = try LaidOut(VStack { Divider() }.dynamicTypeSize(.accessibility1))
        #expect(try accessible.placed("Divider").height == 1)
    }
}
