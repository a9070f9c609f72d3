/// The axis `observe` looks at.
public enum ObservedAxis: String, CaseIterable {
    case width, height
}
