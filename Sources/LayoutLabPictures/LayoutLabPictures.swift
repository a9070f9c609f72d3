// LayoutLabPictures shows recorded runs to people: what each view's frame is, and what the
// layout looks like. Everything is drawn from a run's stored rows (`LayoutSnapshot`, read
// through `LayoutLabStore`), so a picture of a run recorded by an older LayoutLab looks the
// same as one recorded today, and every drawn rectangle can be checked against the database.
//
// | file | what it makes |
// |---|---|
// | `Snapshot/LayoutSnapshot.swift` | a run's device, nodes, frames, attributes and placement proposals, read from the store |
// | `Text/Points.swift` | lengths for people, at most two decimals (`TraceFormatting.length`, the one place they are rounded), and frames |
// | `Text/FrameTree.swift` | the view tree with pixel-snapped frames (spec §10): `layoutlab tree`, `run`'s default |
// | `Style/SystemColors.swift`, `Style/NodeStyle.swift` | SwiftUI colours and fonts as SVG paints |
// | `SVG/RunDrawing.swift` | one run's nodes as SVG, one element per node whose x/y/width/height are its stored frame |
// | `SVG/RunPicture.swift` | a run on its device screen, safe area shaded: `layoutlab draw RUN` |
// | `SVG/SweepSheet.swift` | a sweep as small multiples, one panel per case: `layoutlab draw --sweep` |
// | `SVG/DiffPicture.swift` | two runs overlaid, moved and resized nodes marked: `layoutlab diff --draw` |
// | `Plot/LineChart.swift` | a measured value across a sweep: `layoutlab plot` |
// | `HTML/RunPage.swift` | a run's picture beside its tree and trace, steppable: `layoutlab draw --output F.html` |
// | `PNG/PNGRenderer.swift` | SVG to PNG through rsvg-convert or headless Chromium |
// | `Watch/SourceWatcher.swift` | `layoutlab watch`: files polled by modification time, size and content hash, saves debounced |
// | `Watch/PreviewServer.swift`, `Watch/LiveReload.swift`, `Watch/WatchPage.swift` | the watch page on 127.0.0.1, reloading itself, with the newest error over the last good layout |
