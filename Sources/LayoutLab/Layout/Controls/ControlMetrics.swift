import Foundation

// Spec §22 — every size LayoutLab gives a control, with its source: one line per number, so a
// device measurement changes one line. [OBS] observed and published; UNCERTAIN (spec §22.4,
// §26.6): no measurement found, a proposed default until one replaces it. The numbers that
// differ between iOS releases (the switch, the stepper, the slider's height, the segmented
// picker's height, bordered buttons' insets) are in each release's table instead
// (Platform/PlatformMetrics.swift); these are the same on every release modelled.

enum ControlMetrics {
    // MARK: Slider, ProgressView (§22.4)

    /// Slider: the proposed width (nil → 10, as a shape); its height is the release's.
    static let sliderUnspecifiedWidth: CGFloat = 10
    /// Linear ProgressView: the proposed width (nil → 10), 4 tall — iOS's default progress
    /// bar; circular: 20×20, iOS's medium activity indicator. UNCERTAIN (§22.4).
    static let progressBarHeight: CGFloat = 4
    static let progressBarUnspecifiedWidth: CGFloat = 10
    static let spinnerSide: CGFloat = 20

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
    /// Segmented picker (UISegmentedControl): its height is the release's; each segment its
    /// title plus 2 × 12 when the width is unspecified, else the width shared equally.
    /// UNCERTAIN: no source.
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
