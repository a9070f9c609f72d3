/// The engine's version, recorded with every run so results can be compared across versions.
public enum LayoutLabVersion {
    public static let current = "0.1.0"
}
