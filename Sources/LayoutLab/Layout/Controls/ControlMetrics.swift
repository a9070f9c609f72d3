import Foundation

// Spec §22 — every size LayoutLab gives a control, with its source: one line per number, so a
// device measurement changes one line. [OBS] observed and published; UNCERTAIN (spec §22.4,
// §26.6): no measurement found, a proposed default until one replaces it.

enum ControlMetrics {
    // MARK: Toggle, Stepper (§22.2, §22.4)

    /// UISwitch: 51×31 [OBS c4ios "Hacking UISwitch" view dump; openradar 31777116].
    /// UNCERTAIN for iOS 17/18 (no newer measurement).
    static let switchSize = CGSize(width: 51, height: 31)
    /// UIStepper: 94×32. UNCERTAIN (spec §22.4 proposed default).
    static let stepperSize = CGSize(width: 94, height: 32)

    // MARK: Slider, ProgressView (§22.4)

    /// Slider: the proposed width (nil → 10, as a shape), 30 tall. UNCERTAIN (§22.4).
    static let sliderHeight: CGFloat = 30
    static let sliderUnspecifiedWidth: CGFloat = 10
    /// Linear ProgressView: the proposed width (nil → 10), 4 tall — iOS's default progress
    /// bar; circular: 20×20, iOS's medium activity indicator. UNCERTAIN (§22.4).
    static let progressBarHeight: CGFloat = 4
    static let progressBarUnspecifiedWidth: CGFloat = 10
    static let spinnerSide: CGFloat = 20

    // MARK: Buttons (§22.3)

    /// `.bordered` / `.borderedProminent` label insets per control size. Regular: 12 across,
    /// 7 down (a body label gives 20.333 + 14 = 34.333 tall) — UNCERTAIN (§22.3 proposed
    /// default). The other sizes: UNCERTAIN, LayoutLab's choice (no source), chosen to keep
    /// the label's font and step the height: mini 2, small 4, large 14, extra large 18 down.
    static func borderedInsets(_ size: ControlSize) -> EdgeInsets {
        switch size {
        case .mini: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .extraLarge: EdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24)
        }
    }

    // MARK: Text input (§22.4)

    /// TextField / SecureField: the proposed width, one line of the font tall (§22.4: 20.333
    /// with body). UNCERTAIN: an unspecified width takes the text's (or placeholder's) width.
    /// TextEditor: the proposal, nil → 10 on either axis. UNCERTAIN (§22.1: expanding both).
    static let textEditorUnspecifiedLength: CGFloat = 10
    /// `.textFieldStyle(.roundedBorder)`: the text inset 7 on every side inside its border
    /// (UITextField's rounded-rect style, about 34 tall with a body font: 20.333 + 14 =
    /// 34.333). UNCERTAIN: no measurement of SwiftUI's style found.
    static let roundedBorderFieldInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)

    // MARK: Pickers (§22.4)

    /// The menu picker's "chevron.up.chevron.down" beside the value. UNCERTAIN: no source.
    static let menuIndicatorSize = CGSize(width: 12, height: 17)
    /// Segmented picker (UISegmentedControl): 32 tall; each segment its title plus 2 × 12
    /// when the width is unspecified, else the width shared equally. UNCERTAIN: no source.
    static let segmentedHeight: CGFloat = 32
    static let segmentPadding: CGFloat = 12
    /// Wheel picker (UIPickerView): 216 tall, 320 wide when unspecified (UIPickerView's
    /// default frame). UNCERTAIN: no source for iOS 17/18.
    static let wheelHeight: CGFloat = 216
    static let wheelUnspecifiedWidth: CGFloat = 320

    // MARK: Compact DatePicker, ColorPicker

    /// The compact date and time "pills" (a body date such as "Jun 5, 2025" in a rounded
    /// rectangle), 8 apart when both show; the ColorPicker's well. UNCERTAIN: no source.
    static let datePillSize = CGSize(width: 117, height: 34.333333333333336)
    static let timePillSize = CGSize(width: 79, height: 34.333333333333336)
    static let datePillSpacing: CGFloat = 8
    static let colorWellSize = CGSize(width: 28, height: 28)

    // MARK: ContentUnavailableView

    /// Its icon's side, the gaps in its stack and its horizontal padding. UNCERTAIN: no source.
    static let unavailableIconSide: CGFloat = 48
    static let unavailableSpacing: CGFloat = 16
    static let unavailableTitleSpacing: CGFloat = 8
    static let unavailablePadding: CGFloat = 16
}
