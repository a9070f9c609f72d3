import Foundation

// Every iPhone and iPad on sale since 2019, by the names Xcode's simulators and previews use,
// with their sources (Device.swift's header; the shared platforms reference §1 for the
// 2024–2026 models). One line per screen; models that share a screen share its numbers.
//
// Safe areas per release (platforms §0.2, §1.3), UNCERTAIN where the reference says
// DISAGREE — the choices are made here only:
// - iPhones with a notch or Dynamic Island, landscape: bottom 21 through iOS 18 (useyourloaf
//   tables; swift-snapshot-testing presets), 20 from iOS 26 (measured iOS 26.5 and the iOS 27.1
//   simulator; medium). The landscape top from iOS 26 is 0, the later measurements', not
//   iOS 26.0's reported 20 (platforms §1.3 "Proposed default: top 0"; LayoutLab does not model
//   point releases). The Air's landscape bottom is 20 likewise, not useyourloaf's 29.
// - iPads without a home button: 24 / 20 through iPadOS 18 (useyourloaf "iPad 2024 Screen
//   Sizes"), 24 / 25 from iPadOS 26 (bottom 25 measured twice; top 24 full screen, not the
//   windowed 32: platforms §1.3 "Proposed: 24/25 full screen").
// - Home-button models: 20 / 0 in portrait (iPhones: no inset in landscape, the status bar
//   hides), on every release (no iOS 26 measurement found).
// A model that never ran a release (an iPhone 17 on iOS 18) takes its screen's insets by the
// same rule: LayoutLab lays out the screen, it does not check which releases a model runs.

extension Device {
    /// An iPhone with a notch or Dynamic Island: portrait `top`/34, landscape `top` on each side
    /// and the home indicator below (21 through iOS 18, 20 from iOS 26).
    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, top: CGFloat,
        regularWideInLandscape: Bool = false
    ) -> Device {
        let portrait = EdgeInsets(top: top, bottom: 34)
        return Device(
            name: name, screenSize: CGSize(width: width, height: height), displayScale: scale, idiom: .phone,
            insets: SafeAreaTable(
                portrait: portrait, landscape: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top),
                portraitFrom26: portrait, landscapeFrom26: EdgeInsets(top: 0, leading: top, bottom: 20, trailing: top)),
            landscapeHorizontalSizeClass: regularWideInLandscape ? .regular : .compact)
    }

    /// An iPhone with a home button: a 20 pt status bar in portrait, none in landscape.
    private static func homeButtonPhone(_ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
                                        regularWideInLandscape: Bool = false) -> Device {
        Device(
            name: name, screenSize: CGSize(width: width, height: height),
            safeAreaInsets: EdgeInsets(top: 20, bottom: 0), displayScale: scale, idiom: .phone,
            landscapeSafeAreaInsets: EdgeInsets(),
            landscapeHorizontalSizeClass: regularWideInLandscape ? .regular : .compact)
    }

    /// An iPad without a home button, 2×: 24 / 20 through iPadOS 18, 24 / 25 from iPadOS 26, in
    /// both orientations.
    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> Device {
        let classic = EdgeInsets(top: 24, bottom: 20), glass = EdgeInsets(top: 24, bottom: 25)
        return Device(
            name: name, screenSize: CGSize(width: width, height: height), displayScale: 2, idiom: .pad,
            insets: SafeAreaTable(portrait: classic, landscape: classic, portraitFrom26: glass, landscapeFrom26: glass),
            landscapeHorizontalSizeClass: .regular)
    }

    /// An iPad with a home button, 2×: a 20 pt status bar in both orientations.
    private static func homeButtonPad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> Device {
        Device(
            name: name, screenSize: CGSize(width: width, height: height),
            safeAreaInsets: EdgeInsets(top: 20, bottom: 0), displayScale: 2, idiom: .pad,
            landscapeSafeAreaInsets: EdgeInsets(top: 20, bottom: 0), landscapeHorizontalSizeClass: .regular)
    }

    // MARK: iPhones, 2025–2026 (platforms §1.1)

    /// 402×874 pt, insets 62/34, 3× (iPhone 16 Pro's screen): the root is proposed 402×778,
    /// which the seeds' printed proposals and positions imply (spec §9). The default device.
    public static let iPhone17Pro = phone("iPhone 17 Pro", 402, 874, top: 62)
    public static let iPhone17ProMax = phone("iPhone 17 Pro Max", 440, 956, top: 62, regularWideInLandscape: true)
    public static let iPhone17 = phone("iPhone 17", 402, 874, top: 62)
    /// 420×912, a 68-pt top inset (the Dynamic Island sits lower): the root is proposed 420×810.
    /// Regular wide in landscape like the other ≥ 414-pt phones: UNCERTAIN (the HIG's size-class
    /// table was not read for the Air).
    public static let iPhoneAir = phone("iPhone Air", 420, 912, top: 68, regularWideInLandscape: true)
    /// The notch of the iPhone 14: insets 47/34.
    public static let iPhone17e = phone("iPhone 17e", 390, 844, top: 47)
    /// The 17 Pro's and 17 Pro Max's screens (support.apple.com 148590, 148591, via platforms §1.1).
    public static let iPhone18Pro = phone("iPhone 18 Pro", 402, 874, top: 62)
    public static let iPhone18ProMax = phone("iPhone 18 Pro Max", 440, 956, top: 62, regularWideInLandscape: true)

    // MARK: iPhones, 2019–2025

    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62)
    public static let iPhone16ProMax = phone("iPhone 16 Pro Max", 440, 956, top: 62, regularWideInLandscape: true)
    public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59)
    public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, top: 59, regularWideInLandscape: true)
    public static let iPhone16e = phone("iPhone 16e", 390, 844, top: 47)
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59)
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59, regularWideInLandscape: true)
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59)
    public static let iPhone15Plus = phone("iPhone 15 Plus", 430, 932, top: 59, regularWideInLandscape: true)
    /// iPhone SE (3rd generation; the 2nd has the same screen): a home button, 2×. The name
    /// stays "iPhone SE" (recorded runs use it); "iPhone SE (2nd generation)" and "(3rd
    /// generation)" are its aliases.
    public static let iPhoneSE = homeButtonPhone("iPhone SE", 375, 667, scale: 2)

    /// The older screens under their own names. Insets: useyourloaf "iPhone 14 / 12 Screen
    /// Sizes" (top 44 on the X-sized 11 Pro family, 48 on the 11 and XR since iOS 14, 50 on the
    /// minis, 47 on the 12–14, 59 on the 14 Pro); UNCERTAIN (medium: read second-hand, not on
    /// a device). The 12 and 13 mini report UIKit's 375×812 (their panels are drawn downscaled).
    static let olderPhones: [Device] = [
        phone("iPhone 14 Pro", 393, 852, top: 59), phone("iPhone 14 Pro Max", 430, 932, top: 59, regularWideInLandscape: true),
        phone("iPhone 14", 390, 844, top: 47), phone("iPhone 14 Plus", 428, 926, top: 47, regularWideInLandscape: true),
        phone("iPhone 13 Pro", 390, 844, top: 47), phone("iPhone 13 Pro Max", 428, 926, top: 47, regularWideInLandscape: true),
        phone("iPhone 13", 390, 844, top: 47), phone("iPhone 13 mini", 375, 812, top: 50),
        phone("iPhone 12 Pro", 390, 844, top: 47), phone("iPhone 12 Pro Max", 428, 926, top: 47, regularWideInLandscape: true),
        phone("iPhone 12", 390, 844, top: 47), phone("iPhone 12 mini", 375, 812, top: 50),
        phone("iPhone 11 Pro", 375, 812, top: 44), phone("iPhone 11 Pro Max", 414, 896, top: 44, regularWideInLandscape: true),
        phone("iPhone 11", 414, 896, scale: 2, top: 48, regularWideInLandscape: true),
        phone("iPhone XS", 375, 812, top: 44), phone("iPhone XS Max", 414, 896, top: 44, regularWideInLandscape: true),
        phone("iPhone XR", 414, 896, scale: 2, top: 48, regularWideInLandscape: true),
        homeButtonPhone("iPhone 8 Plus", 414, 736, scale: 3, regularWideInLandscape: true),
        homeButtonPhone("iPhone 8", 375, 667, scale: 2),
    ]

    // MARK: iPads (platforms §1.2; HIG "Layout")

    /// iPad mini (A17 Pro), 8.3".
    public static let iPadMini = pad("iPad mini", 744, 1133)
    /// iPad Air 11" and 13" (M2, M3, M4).
    public static let iPadAir11 = pad("iPad Air 11", 820, 1180)
    public static let iPadAir13 = pad("iPad Air 13", 1024, 1366)
    /// iPad Pro 11" and 13" (M4, M5).
    public static let iPadPro11 = pad("iPad Pro 11", 834, 1210)
    public static let iPadPro13 = pad("iPad Pro 13", 1032, 1376)
    /// iPad (A16), the HIG's "iPad 11-inch"; its 26.1 simulator measured 32/25 (windowed, the
    /// 24/25 full-screen choice above applies).
    public static let iPadA16 = pad("iPad (A16)", 820, 1180)

    /// The older iPads since 2019, under their simulator names (HIG "Layout" sizes; insets:
    /// useyourloaf, swift-snapshot-testing presets for the home-button models; UNCERTAIN).
    static let olderPads: [Device] = [
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad mini (6th generation)", 744, 1133),
        pad("iPad Air (5th generation)", 820, 1180), pad("iPad Air (4th generation)", 820, 1180),
        pad("iPad Pro (11-inch) (4th generation)", 834, 1194), pad("iPad Pro (11-inch) (3rd generation)", 834, 1194),
        pad("iPad Pro (11-inch) (2nd generation)", 834, 1194), pad("iPad Pro (11-inch) (1st generation)", 834, 1194),
        pad("iPad Pro (12.9-inch) (6th generation)", 1024, 1366), pad("iPad Pro (12.9-inch) (5th generation)", 1024, 1366),
        pad("iPad Pro (12.9-inch) (4th generation)", 1024, 1366), pad("iPad Pro (12.9-inch) (3rd generation)", 1024, 1366),
        homeButtonPad("iPad (9th generation)", 810, 1080), homeButtonPad("iPad (8th generation)", 810, 1080),
        homeButtonPad("iPad (7th generation)", 810, 1080),
        homeButtonPad("iPad mini (5th generation)", 768, 1024),
        homeButtonPad("iPad Air (3rd generation)", 834, 1112),
    ]

    /// The device a run lays out on unless told: iPhone 17 Pro (the 16 Pro's screen, so the
    /// seeds' root proposal 402×778 is unchanged; platforms §5.1).
    public static let standard = iPhone17Pro

    /// Every device, in portrait, newest first; `--device` lists these.
    public static let all: [Device] = [
        .iPhone17Pro, .iPhone17ProMax, .iPhone17, .iPhoneAir, .iPhone17e, .iPhone18Pro, .iPhone18ProMax,
        .iPhone16Pro, .iPhone16ProMax, .iPhone16, .iPhone16Plus, .iPhone16e,
        .iPhone15Pro, .iPhone15ProMax, .iPhone15, .iPhone15Plus, .iPhoneSE,
    ] + olderPhones + [.iPadMini, .iPadAir11, .iPadAir13, .iPadPro11, .iPadPro13, .iPadA16] + olderPads

    /// Other spellings of a device's name: the SE's generations, Xcode's simulator names for the current iPads.
    private static let aliases: [String: Device] = [
        "iphonese3rdgeneration": .iPhoneSE, "iphonese3rdgen": .iPhoneSE, "iphonese3": .iPhoneSE,
        "iphonese2ndgeneration": .iPhoneSE, "iphonese2ndgen": .iPhoneSE, "iphonese2": .iPhoneSE,
        "ipadminia17pro": .iPadMini, "ipada16": .iPadA16, "ipad11inch": .iPadA16, "ipad11incha16": .iPadA16,
        "ipadair11inchm2": .iPadAir11, "ipadair11inchm3": .iPadAir11, "ipadair11inchm4": .iPadAir11, "ipadair11inch": .iPadAir11,
        "ipadair13inchm2": .iPadAir13, "ipadair13inchm3": .iPadAir13, "ipadair13inchm4": .iPadAir13, "ipadair13inch": .iPadAir13,
        "ipadpro11inchm4": .iPadPro11, "ipadpro11inchm5": .iPadPro11, "ipadpro11inch": .iPadPro11,
        "ipadpro13inchm4": .iPadPro13, "ipadpro13inchm5": .iPadPro13, "ipadpro13inch": .iPadPro13,
    ]

    /// A name's matching key: lower case, letters and digits only ("iPhone 17 Pro" → "iphone17pro").
    private static func key(_ name: some StringProtocol) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

    /// The name without an orientation word, and whether it asked for landscape.
    private static func orientationStripped(_ name: String) -> (key: String, landscape: Bool) {
        var wanted = key(name)
        let landscape = wanted.hasSuffix("landscape")
        if landscape { wanted.removeLast("landscape".count) } else if wanted.hasSuffix("portrait") {
            wanted.removeLast("portrait".count)
        }
        return (wanted, landscape)
    }

    /// The device whose name matches, ignoring case, spaces, dashes and brackets (`iphone17pro`,
    /// `iPad Pro 11-inch (M4)`), in landscape when the name ends with "landscape"
    /// (`iPhone 17 Pro landscape`).
    public static func named(_ name: String) -> Device? {
        let (wanted, landscape) = orientationStripped(name)
        guard let device = all.first(where: { key($0.name) == wanted }) ?? aliases[wanted] else { return nil }
        return landscape ? device.landscape : device
    }

    /// The known names nearest to an unknown one, nearest first (at most `limit`): names it
    /// begins ("iPhone 17" → iPhone 17 Pro, …), then those a few edits away ("iPhone 71 Pro",
    /// "iPhone 17 Prp" → iPhone 17 Pro before iPhone 17: a typo after a known name's prefix
    /// is an edit, not a longer name).
    public static func suggestions(for name: String, limit: Int = 5) -> [String] {
        let wanted = orientationStripped(name).key
        guard !wanted.isEmpty else { return [] }
        let scored: [(name: String, score: Int)] = all.compactMap { device in
            let candidate = key(device.name)
            if candidate.hasPrefix(wanted) {
                return (device.name, abs(candidate.count - wanted.count) - 100)
            }
            let allowed = max(2, wanted.count / 3)
            // The distance is at least the difference in length: a name far longer or shorter than
            // every device's is no near miss, and measuring it costs its length times theirs (a
            // name of a million characters took 28 s; fuzz input 7514 of seed 14).
            guard abs(candidate.count - wanted.count) <= allowed else { return nil }
            let distance = editDistance(wanted, candidate)
            return distance <= allowed ? (device.name, distance) : nil
        }
        return scored.sorted { $0.score < $1.score }.prefix(limit).map(\.name)
    }

    /// Levenshtein distance between two keys.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        // Keys are never empty: `suggestions` returns early for an empty one.
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
