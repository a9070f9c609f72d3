import Foundation
import LayoutLabPictures
import LayoutLabStore
import LayoutLabStudies

/// A recorded sweep as small multiples: each case's run, its parameters and, when the
/// sweep's file declares what to observe, the candidate its node adopted.
enum SweepDrawing {
    static func sheet(_ sweepID: Int64, columns: Int?, reader: StoreReader) throws -> SweepSheet {
        let sweep = try reader.sweep(sweepID)
        let cases = try reader.sweepCases(sweepID)
        var observed: [Int: ObservedCase] = [:]
        if let declared = try ObservationSpec.declared(by: sweep) {
            for observation in try declared.spec.observe(sweep: sweepID, expectations: declared.expectations, reader: reader) {
                observed[observation.caseIndex] = observation
            }
        }
        let panels = try cases.map { sweepCase in
            var lines = [sweepCase.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")]
            let observation = observed[sweepCase.index]
            if let notation = observation?.notation(.en) { lines.append(notation) }
            return SweepSheet.Panel(caseIndex: sweepCase.index, snapshot: try sweepCase.run.map { try LayoutSnapshot(reader: reader, run: $0) },
                                    lines: lines, matches: observation?.matches)
        }
        let file = (sweep.fileName as NSString).lastPathComponent
        return SweepSheet(title: "sweep \(sweepID) · \(file) · \(cases.count) cases · \(sweep.device)", panels: panels, columns: columns)
    }
}
