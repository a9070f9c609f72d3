import Foundation

/// Turns SVG into PNG with a renderer installed on the machine, since Foundation cannot
/// rasterise: `rsvg-convert` (Debian's librsvg2-bin) when present, else headless Chromium
/// (Debian's chromium). SVG and HTML output need neither.
public enum PNGRenderer {
    /// The renderers looked for on PATH, in order.
    public static let candidates = ["rsvg-convert", "chromium", "chromium-headless-shell", "chromium-browser", "google-chrome"]

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// What to install when none is found (README says the same).
    public static let installHint = "PNG output needs rsvg-convert (apt-get install librsvg2-bin) or headless Chromium "
        + "(apt-get install chromium) on PATH; .svg and .html output need nothing"

    /// The first renderer on PATH.
    public static func available(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for name in candidates {
            for directory in path.split(separator: ":") {
                let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Renders `svg` (a document `width` × `height` points) to a PNG file at `output`, one
    /// pixel per point.
    public static func render(svg: String, width: CGFloat, height: CGFloat, to output: URL) throws {
        guard let renderer = available() else { throw Failure(description: installHint) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("picture.svg")
        try Data(svg.utf8).write(to: input)
        try? FileManager.default.removeItem(at: output)
        let arguments: [String]
        if renderer.lastPathComponent == "rsvg-convert" {
            arguments = ["--format", "png", "--output", output.path, input.path]
        } else {
            arguments = chromiumScreenshot(of: input, width: width, height: height, to: output, profile: directory.appendingPathComponent("profile"))
        }
        let (status, messages) = try run(renderer, arguments)
        guard status == 0, FileManager.default.fileExists(atPath: output.path) else {
            throw Failure(description: "\(renderer.lastPathComponent) could not render the PNG (exit status \(status))"
                + (messages.isEmpty ? "" : ": " + messages.suffix(600)))
        }
    }

    /// Headless Chromium's arguments for a screenshot of `page` at `width` × `height` CSS
    /// pixels. `--no-sandbox`: Chromium's sandbox needs user namespaces that containers and
    /// root sessions often lack; the page is LayoutLab's own file, loaded without network.
    public static func chromiumScreenshot(of page: URL, width: CGFloat, height: CGFloat, to output: URL, profile: URL) -> [String] {
        let size = "\(Int(width.rounded(.up))),\(Int(height.rounded(.up)))"
        return ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--disable-extensions", "--no-first-run", "--user-data-dir=\(profile.path)", "--window-size=\(size)",
                "--screenshot=\(output.path)", page.absoluteString]
    }

    /// Runs `executable`, waiting at most a minute; returns its exit status and what it wrote.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let drain = PipeDrain(pipe.fileHandleForReading)
        if !drain.wait(timeout: .now() + .seconds(60)) {
            process.terminate()
            _ = drain.wait(timeout: .distantFuture)
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: drain.data, as: UTF8.self))
    }

    /// Reads a pipe to its end on another thread, so that the child never blocks on a full pipe.
    private final class PipeDrain: @unchecked Sendable {
        private(set) var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait(timeout: DispatchTime) -> Bool { done.wait(timeout: timeout) == .success }
    }
}
