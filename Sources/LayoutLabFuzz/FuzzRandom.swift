/// The fuzzer's random numbers: SplitMix64, seeded, the same sequence on every platform and
/// Swift version (the standard library's generator is neither seedable nor stable), so an
/// input is reproduced from its seed and index alone.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator of input `index` of a corpus seeded with `seed`: inputs do not depend on
    /// one another, so `--only 1234` reproduces one without making the 1,233 before it.
    public init(seed: UInt64, index: Int) {
        var mixer = FuzzRandom(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<2 { _ = mixer.next() }
        state = mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + below(items.count)]
    }
}
