/// How `observe` names the candidates: as declared (`en`: parent, ideal, min, max), or as
/// seed 001 writes them (`ja`: 親, 本来, min, max).
public enum CandidateLabels: String, CaseIterable {
    case en, ja

    static let japanese = ["parent": "親", "ideal": "本来"]

    public func label(_ name: String) -> String { self == .ja ? Self.japanese[name] ?? name : name }
}
