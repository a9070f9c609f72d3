import Foundation

// Spec §10 — Pixel rounding. Layout never rounds: proposals, reported sizes and positions stay
// unrounded all the way down (§9). Only when a view's frame becomes something drawn does
// SwiftUI snap it to the device's pixel grid (OpenSwiftUI `AnimatableFrameAttribute`,
// `Round+Extension.swift`):
//
// 1. take the rectangle in global coordinates;
// 2. round its min corner and its max corner each to the nearest pixel, ties up:
//    x → floor((x + m/2) / m) · m, with m the pixel length (1/3 pt at 3×, 1/2 pt at 2×);
// 3. the size is the rounded max minus the rounded min, itself rounded to a multiple of m to
//    remove floating-point noise.
//
// Example (§10): x = 153.8333…, width 94.3333… at 3× — both edges lie half a pixel off the
// grid, both round up: drawn from x = 154 with width 94.3333….
//
// The recorder stores exact frames (`frames`); a drawn frame is this function of the exact frame
// and `runs.display_scale`, so it is computed where it is shown, never stored.

/// SwiftUI's snapping of drawn frames to the pixel grid (spec §10).
public enum PixelRounding {
    /// A tie is "exactly half a pixel": allow for the floating-point noise of positions that
    /// are sums of thirds (153.83333333333334 × 3 = 461.50000000000006), well below anything
    /// a layout computes on purpose. In pixels.
    static let tieTolerance: CGFloat = 1e-9

    /// A length in points rounded to the nearest pixel, ties up (towards +∞). Non-finite
    /// lengths, and a non-positive or non-finite scale, leave it as it is.
    public static func round(_ value: CGFloat, displayScale scale: CGFloat) -> CGFloat {
        guard value.isFinite, scale.isFinite, scale > 0 else { return value }
        return (value * scale + 0.5 + tieTolerance).rounded(.down) / scale
    }

    /// The rectangle as SwiftUI draws it: both corners snapped (spec §10). An infinite or NaN
    /// edge is left unrounded, and so is the length that depends on it.
    public static func round(_ rect: CGRect, displayScale scale: CGFloat) -> CGRect {
        func snapped(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let minimum = round(origin, displayScale: scale)
            let maximum = origin + length
            guard maximum.isFinite, minimum.isFinite else { return (minimum, length) }
            // The difference of two grid values is on the grid up to noise: round it again.
            let size = round(round(maximum, displayScale: scale) - minimum, displayScale: scale)
            return (minimum, size)
        }
        // CGRect normalises negative sizes; frames never have them, but keep the given sign.
        let (x, width) = snapped(rect.origin.x, rect.size.width)
        let (y, height) = snapped(rect.origin.y, rect.size.height)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

extension CGRect {
    /// This global frame as SwiftUI draws it on a screen of `displayScale` pixels per point
    /// (spec §10).
    public func roundedToPixels(displayScale: CGFloat) -> CGRect {
        PixelRounding.round(self, displayScale: displayScale)
    }
}
