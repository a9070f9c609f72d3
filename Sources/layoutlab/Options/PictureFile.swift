import ArgumentParser
import Foundation
import LayoutLabPictures
import LayoutLabStudies

/// `--output FILE.svg|.html|.png` (and `diff --draw FILE`): where a picture goes, in the
/// format its extension names.
struct PictureFile: ExpressibleByArgument {
    enum Format: String, CaseIterable { case svg, html, png }

    let path: String
    let format: Format

    init?(argument: String) {
        let ext = (argument as NSString).pathExtension.lowercased()
        guard let format = Format(rawValue: ext == "htm" ? "html" : ext) else { return nil }
        path = argument
        self.format = format
    }

    static let help = "FILE.svg, FILE.html or FILE.png (PNG needs rsvg-convert or Chromium)"

    var defaultValueDescription: String { path }
}

/// Writes a picture where `--output` says, in its format; without one, to stdout: `html`
/// when given, else SVG.
func write(_ picture: some Picture, html: String? = nil, to file: PictureFile?) throws {
    guard let file else {
        let stdout = StandardOutput()
        stdout.write(html ?? picture.svg)
        stdout.flush()
        return
    }
    let url = URL(fileURLWithPath: file.path)
    do {
        switch file.format {
        case .svg: try Data(picture.svg.utf8).write(to: url)
        case .html: try Data((html ?? picture.html).utf8).write(to: url)
        case .png: try PNGRenderer.render(svg: picture.svg, width: picture.size.width, height: picture.size.height, to: url)
        }
    } catch let failure as PNGRenderer.Failure {
        throw RunInputError(message: failure.description)
    } catch {
        throw RunInputError(message: "cannot write \(file.path): \((error as NSError).localizedDescription)")
    }
    writeToStandardError("wrote \(file.path)")
}
