import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabPictures
import LayoutLabStore
import LayoutLabStudies

struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a recorded run on its device's screen, or a sweep as one panel per case.",
        discussion: """
        The picture is drawn from the run's stored rows (frames, kinds, attributes), so it works on \
        any recorded run, including those of older LayoutLabs. Colours, shapes, corner radii, \
        strokes and Text strings in their font are drawn; images are labelled placeholders; \
        containers and modifiers draw nothing but an outline on hover, with their kind, tag, frame \
        and the proposal they were placed with; kinds LayoutLab does not know are outlined and \
        named. The screen is the device's, with the bands outside its safe area shaded. Each node \
        is an SVG group with its id (`<g id="node-3" data-node="3" …>`) holding one \
        `<rect class="frame">` whose x, y, width and height are its stored frame in points.

        The format follows --output's extension: .svg, .html (one self-contained file: the \
        picture beside the run's tree and trace; select a node or a trace row, step through the \
        trace with ◀ ▶ or the arrow keys) or .png (through rsvg-convert, or headless Chromium, \
        whichever is installed). Without --output, SVG goes to stdout, or with --html the HTML page.

        --sweep draws every case of a sweep side by side over the same region, labelled with \
        its parameters and, when the sweep's file declares what to observe (`layoutlabObservation`), \
        the candidate the node adopted, in seed 001's notation, ✓ when it is the one expected.

        Examples:
          layoutlab draw 1 --output run1.svg
          layoutlab draw 1 --output run1.html
          layoutlab draw 1 --output run1.png
          layoutlab draw last --output newest.html
          layoutlab draw --sweep 1 --output frame-24-cases.svg
          layoutlab draw 1 > run1.svg
          layoutlab draw 1 --html > run1.html
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The run id (see `layoutlab runs`), or last for the newest run.", valueName: "run"))
    var runID: RunReference?

    @Option(help: ArgumentHelp("Draw this sweep's cases instead (see `layoutlab query sweeps`).", valueName: "sweep"))
    var sweep: Int64?

    @Option(help: ArgumentHelp("With --sweep: panels per row (default: as many as fit 1600 points).", valueName: "n"))
    var columns: Int?

    @Option(help: ArgumentHelp("Where to write the picture: \(PictureFile.help).", valueName: "file"))
    var output: PictureFile?

    @Flag(help: "Without --output: print the HTML page to stdout instead of SVG.")
    var html = false

    func validate() throws {
        if html && output != nil { throw ValidationError("--html prints to stdout; with --output the extension picks the format") }
        if runID != nil && sweep != nil { throw ValidationError("give a run id or --sweep SWEEP, not both") }
        if runID == nil && sweep == nil { throw ValidationError("give the run id to draw, or --sweep SWEEP") }
        if sweep == nil && columns != nil { throw ValidationError("--columns is for --sweep") }
        if let columns, columns < 1 { throw ValidationError("--columns must be 1 or more") }
    }

    func run() throws {
        let reader = try database.openForReading()
        let wantsHTML = html || output?.format == .html
        try reportingInputErrors {
            if let sweep {
                let sheet = try SweepDrawing.sheet(sweep, columns: columns, reader: reader)
                try write(sheet, html: wantsHTML ? sheet.html : nil, to: output)
            } else if let reference = runID {
                let runID = try reference.id(in: reader)
                let picture = RunPicture(try LayoutSnapshot(reader: reader, run: runID))
                var events: [TraceEvent] = []
                if wantsHTML { try reader.forEachEvent(run: runID) { events.append($0) } }
                try write(picture, html: wantsHTML ? picture.html(events: events) : nil, to: output)
            }
        }
    }
}

/// A run named on the command line: its id, or `last`, the newest recorded.
enum RunReference: ExpressibleByArgument {
    case id(Int64)
    case last

    init?(argument: String) {
        if argument == "last" { self = .last } else if let id = Int64(argument) { self = .id(id) } else { return nil }
    }

    func id(in reader: StoreReader) throws -> Int64 {
        switch self {
        case let .id(id): return id
        case .last:
            guard let id = try reader.lastRunID() else { throw RunInputError(message: "\(reader.path) holds no run yet: `layoutlab run FILE` records one") }
            return id
        }
    }
}
