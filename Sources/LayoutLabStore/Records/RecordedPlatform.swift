import LayoutLab

extension Platform {
    /// The platform a run's or sweep's `os` and `design` columns record (migration 0013); nil
    /// for a release or design this build does not model (a newer LayoutLab's recording).
    public init?(recordedOS os: Int, design: String) {
        guard let system = OperatingSystem(rawValue: os), let design = InterfaceDesign(rawValue: design),
              let platform = try? Platform(os: system, design: design) else { return nil }
        self = platform
    }
}
