import Foundation

/// A proposal for the size of a view: each dimension is a length, or `nil` for "unspecified".
///
/// Mirrors SwiftUI's `ProposedViewSize` (spec §1.1). `nil` asks for the ideal size in that
/// dimension, `0` for the minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    // Each dimension is stored as a Double's bits, `nil` as a signalling NaN no arithmetic
    // produces: 16 bytes instead of two optionals' 25 (32 with padding). Every memo entry,
    // placement and trace event holds proposals, so this is a good part of the engine's memory
    // and of the bytes copied per size query. Equality and hashing are those of the optionals.
    private var widthBits: UInt64
    private var heightBits: UInt64

    /// A signalling NaN's bits: arithmetic only makes quiet NaNs, so no length has them.
    private static let unspecifiedBits: UInt64 = 0x7FF4_0000_5357_4955

    private static func bits(_ length: CGFloat?) -> UInt64 { length.map { Double($0).bitPattern } ?? unspecifiedBits }

    private static func length(_ bits: UInt64) -> CGFloat? {
        bits == unspecifiedBits ? nil : CGFloat(Double(bitPattern: bits))
    }

    public var width: CGFloat? {
        get { Self.length(widthBits) }
        set { widthBits = Self.bits(newValue) }
    }

    public var height: CGFloat? {
        get { Self.length(heightBits) }
        set { heightBits = Self.bits(newValue) }
    }

    public init(width: CGFloat?, height: CGFloat?) {
        widthBits = Self.bits(width)
        heightBits = Self.bits(height)
    }

    /// The stored bits of each dimension, as a trace record keeps them (`TraceRecord`).
    var storedBits: (width: UInt64, height: UInt64) { (widthBits, heightBits) }

    init(storedBits width: UInt64, _ height: UInt64) {
        widthBits = width
        heightBits = height
    }

    /// As optionals compare: nil equals nil, a length equals an equal length (0 equals −0,
    /// NaN equals nothing).
    @inline(__always)
    private static func same(_ a: UInt64, _ b: UInt64) -> Bool {
        Double(bitPattern: a) == Double(bitPattern: b) || (a == unspecifiedBits && b == unspecifiedBits)
    }

    public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool {
        same(a.widthBits, b.widthBits) && same(a.heightBits, b.heightBits)
    }

    /// The hash the two optionals had, so sets and dictionaries of proposals behave as before.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size: `(0, 0)`.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size: `(∞, ∞)`.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Asks for the ideal size: `(nil, nil)`.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with each `nil` replaced by the matching dimension of `size`
    /// (10×10 by default, the size of a view with no layout behaviour of its own; spec §1.1).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize: StoredWithoutTag {
    var firstLengthBits: UInt64 { widthBits }
    static var absentPlaceholder: ProposedViewSize {
        var placeholder = ProposedViewSize(width: nil, height: nil)
        placeholder.widthBits = absentBits
        return placeholder
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// Exactly what `print(proposal)` shows on Apple platforms, e.g.
    /// `ProposedViewSize(width: Optional(300.0), height: nil)`.
    public var description: String {
        "ProposedViewSize(width: \(Self.describe(width)), height: \(Self.describe(height)))"
    }

    private static func describe(_ length: CGFloat?) -> String {
        guard let length else { return "nil" }
        return "Optional(\(length.swiftDescription))"
    }
}

extension ProposedViewSize {
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal built from a length on `axis` and a length on the other axis.
    init(_ length: CGFloat?, in axis: Axis, by other: CGFloat?) {
        self = axis == .horizontal
            ? ProposedViewSize(width: length, height: other)
            : ProposedViewSize(width: other, height: length)
    }

    /// Each specified dimension reduced by `insets`, never below zero; `nil` stays `nil` (spec §4.1).
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max($0 - (insets.leading + insets.trailing), 0) },
            height: height.map { max($0 - (insets.top + insets.bottom), 0) })
    }
}
