import ArgumentParser
import Foundation
import LayoutLabPictures
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay a file out again on every save: print it, record it, and keep a page a browser reloads by itself.",
        discussion: """
        The loop beside the editor, like Xcode's canvas: FILE is laid out as `layoutlab run` lays it \
        out, then again each time it (or, in project mode, a Swift file of its module) is saved. \
        Files are polled every 0.1 s by modification time, size and content hash, so that a save \
        that changes nothing starts no run, and saves less than 0.05 s apart are one run. Each run \
        clears the terminal (when stdout is one) and prints --format (as `run`), records the run \
        unless --no-record, and updates the page served on http://127.0.0.1:PORT/ (loopback only): \
        the picture beside its tree and trace, as `draw RUN --output x.html` draws it, which \
        reloads itself when a newer run is drawn. --draw FILE also writes the page (or the SVG or \
        PNG picture) to FILE on every run.

        A file that does not parse, or cannot be run, shows its located error in the terminal and \
        above the last good layout on the page. A file deleted while watched is said and waited \
        for. Ctrl-C stops the loop (exit status 130); a run it interrupts is not recorded.

        Examples:
          layoutlab watch Examples/everyday/settings-form.swift
          layoutlab watch MyView.swift --device "iPhone SE" --port 8036 --no-record
          layoutlab watch MyView.swift --format trace --draw /tmp/MyView.html
        """)

    @Argument(help: "The SwiftUI source file.")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @Option(name: .customLong("param"), help: "Set a top-level constant or @State initial value: name=value (repeatable).")
    var parameters: [String] = []

    @Option(help: ArgumentHelp("What each run prints, as `run --format` (default: as `run`).", valueName: "format"))
    var format: RunFormat?

    @OptionGroup var database: DatabaseOptions

    @Flag(help: "Do not record the runs in the database.")
    var noRecord = false

    @OptionGroup var project: ProjectOptions

    @Option(help: ArgumentHelp("Also write each run's picture to \(PictureFile.help).", valueName: "file"))
    var draw: PictureFile?

    @Option(help: ArgumentHelp("The port of the page on 127.0.0.1 (0: any free port).", valueName: "n"))
    var port = 8035

    func run() throws {
        Interruption.onInterrupt(say: "stopped watching \(file)")
        let server: PreviewServer
        do {
            server = try PreviewServer(port: port)
        } catch let failure as PreviewServer.Failure {
            writeToStandardError("error: " + failure.description)
            throw ExitCode(2)
        }
        let fileURL = URL(fileURLWithPath: file)
        let watcher = SourceWatcher(files: watchedFiles(fileURL))
        var page = WatchPage()
        var runs = 0
        while true {
            if FileManager.default.fileExists(atPath: file) {
                runs += 1
                runOnce(number: runs, page: &page)
            } else {
                let message = "\(file) does not exist (deleted?): waiting for it to be saved again"
                writeToStandardError(message)
                page.failed(message, status: "no file · \(time())")
            }
            server.publish { page.html(version: $0) }
            writeToStandardError("watching \(file) · \(server.url) · Ctrl-C stops")
            // A deleted file is said at the top of the next turn, which then waits for it.
            _ = watcher.nextChange()
            watcher.watch(watchedFiles(fileURL))
        }
    }

    /// The file and, in project mode, its module's Swift files: a change to any is a new run.
    private func watchedFiles(_ fileURL: URL) -> [URL] {
        let module = (try? project.module(for: file, quiet: true)) ?? nil
        return [fileURL] + (module?.files ?? []).filter { $0.standardizedFileURL != fileURL.standardizedFileURL }
    }

    private func runOnce(number: Int, page: inout WatchPage) {
        if isatty(1) != 0 { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
        let output = StandardOutput(threshold: 1 << 20)
        let run = FileRun(file: file, layout: layout, parameters: parameters, format: format,
                          database: noRecord ? nil : database, project: project, keepsEvents: true)
        do {
            let drawn = try run.perform(output: output)
            let picture = RunPicture(drawn.snapshot)
            let html = picture.html(events: drawn.events)
            page.laidOut(html, status: "\(drawn.snapshot.title) · \(time())")
            if let draw {
                try write(picture, html: draw.format == .html ? page.html(version: 0) : nil, to: draw)
            }
        } catch {
            output.discard()
            let message = Self.message(error)
            writeToStandardError(message)
            page.failed(message, status: "run \(number) failed · \(time())")
        }
    }

    /// An error as `run` prints it, for the terminal and the page.
    static func message(_ error: any Error) -> String {
        switch error {
        case let noted as NotedError: message(noted.underlying) + "\nnote: " + noted.note
        case let error as SourceError: error.description
        case let error as RunInputError: error.description
        case let error as StoreError: "error: " + error.description
        case is ExitCode: "the run stopped: its reason is in the terminal"
        default: "error: \(error)"
        }
    }

    private func time() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
