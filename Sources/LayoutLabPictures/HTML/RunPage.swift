import Foundation
import LayoutLab

/// A run as one self-contained HTML file (no network, no external script or style): its
/// picture beside its view tree and its trace. Selecting a node in the picture or the tree
/// outlines it; selecting a trace row, or stepping with ◀ ▶ or the arrow keys, shows that
/// event on the picture: the proposal as a dashed rectangle of the proposed size at the
/// node's origin, the report or placement as a solid one. `#step=N` or `#node=N` in the URL
/// selects on load.
struct RunPage {
    /// More events than this are left out of the page (the picture and tree stay whole).
    static let eventLimit = 50_000

    let picture: RunPicture
    let events: [TraceEvent]

    var html: String {
        let snapshot = picture.snapshot
        var body = SVGWriter()
        body.raw("<header><h1>\(SVGWriter.escape(snapshot.title))</h1>")
        body.raw(#"<div class="controls"><button id="previous" title="previous event (←)">◀</button>"#)
        body.raw(#"<button id="next" title="next event (→)">▶</button> <span id="step-label">"#
            + "\(events.count) events: select a row, or step with ◀ ▶ and the arrow keys</span></div></header>\n")
        body.raw("<main>\n<section class=\"picture\">\n" + picture.inlineSVG + "</section>\n<section class=\"side\">\n")
        body.raw("<h2>Tree</h2>\n<div class=\"tree\">\n")
        for row in FrameTree(snapshot).rows {
            let frame = row.drawnFrame.map { Points.frame($0) } ?? "not placed"
            body.raw("<div class=\"tree-row\" data-node=\"\(row.node.id)\" style=\"padding-left:\(row.indent * 12 + 4)px\">"
                + "<span class=\"path\">\(SVGWriter.escape(row.node.path))</span> \(SVGWriter.escape(row.node.name))"
                + " <span class=\"frame\">\(SVGWriter.escape(frame))</span></div>\n")
        }
        body.raw("</div>\n<h2>Trace</h2>\n<table class=\"trace\"><thead><tr>")
        for column in TraceTablePrinter.header { body.raw("<th>\(column)</th>") }
        body.raw("</tr></thead><tbody>\n")
        let shown = events.prefix(Self.eventLimit)
        for (index, event) in shown.enumerated() {
            guard let node = snapshot[event.node] else { continue }
            let cells = TraceTablePrinter.row(for: event, node: node)
            body.raw("<tr data-step=\"\(index)\" data-node=\"\(event.node)\">")
            for (column, cell) in cells.enumerated() {
                body.raw(column == 4 ? "<td class=\"view\">\(SVGWriter.escape(cell))</td>" : "<td>\(SVGWriter.escape(cell))</td>")
            }
            body.raw("</tr>\n")
        }
        body.raw("</tbody></table>\n")
        if events.count > shown.count { body.raw("<p>The first \(shown.count) of \(events.count) events.</p>\n") }
        body.raw("</section>\n</main>\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(SVGWriter.escape(snapshot.title))</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            \(body.text)
            <script>
            const events = \(eventsJSON(shown));
            const frames = \(framesJSON);
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }

    /// Each event as [node, kind, proposal width, proposal height, size width, size height,
    /// x, y, label, short label]: what the script draws. Infinity is 1e308, unspecified null.
    private func eventsJSON(_ events: ArraySlice<TraceEvent>) -> String {
        func number(_ value: CGFloat?) -> String {
            guard let value else { return "null" }
            if value == .infinity { return "1e308" }
            return value.isFinite ? SVGWriter.number(value) : "null"
        }
        let snapshot = picture.snapshot
        return "[" + events.map { event in
            let node = snapshot[event.node]
            var label = "#\(event.sequence) \(event.pass.rawValue) · \(event.kind.rawValue) · \(node?.name ?? "node \(event.node)")"
            switch event.kind {
            case .proposal: label += " proposed " + (event.proposal.map(Points.proposal) ?? "")
            case .report:
                if let size = event.size { label += " reports " + Points.size(size) }
                if let length = event.length { label += " reports a length of " + Points.text(length) }
            case .place, .placeSubviews:
                label += " at " + (event.position.map(Points.point) ?? "") + " with " + (event.proposal.map(Points.proposal) ?? "")
            }
            if event.cache == .hit { label += " (cache hit)" }
            let short = switch event.kind {
            case .proposal: "proposed " + (event.proposal.map(Points.proposal) ?? "")
            case .report: "reports " + (event.size.map(Points.size) ?? event.length.map(Points.text) ?? "")
            case .place, .placeSubviews: "placed " + (event.size.map(Points.size) ?? "")
            }
            let fields = [String(event.node), "\"\(event.kind.rawValue)\"", number(event.proposal?.width), number(event.proposal?.height),
                          number(event.size?.width), number(event.size?.height), number(event.position?.x), number(event.position?.y),
                          JSONText.quoted(label), JSONText.quoted(short)]
            return "[" + fields.joined(separator: ",") + "]"
        }.joined(separator: ",\n") + "]"
    }

    private var framesJSON: String {
        "{" + picture.snapshot.nodes.compactMap { node in
            guard let frame = node.frame, frame.isDrawable else { return nil }
            return "\"\(node.id)\":[\([frame.minX, frame.minY, frame.width, frame.height].map(SVGWriter.number).joined(separator: ","))]"
        }.joined(separator: ",") + "}"
    }

    static let css = """
        body { margin: 0; font: 12px -apple-system, 'Helvetica Neue', Arial, sans-serif; color: #1c1c1e; }
        html, body { height: 100%; overflow: hidden; }
        header { height: 28px; background: #f2f2f7; border-bottom: 1px solid #d1d1d6; padding: 6px 12px; display: flex; gap: 16px; align-items: center; white-space: nowrap; overflow: hidden; }
        h1 { font-size: 14px; margin: 0; }
        h2 { font-size: 13px; margin: 12px 0 4px; }
        button { font-size: 12px; }
        main { display: flex; height: calc(100% - 41px); }
        section.picture { padding: 12px; flex: none; overflow: auto; }
        section.side { padding: 0 12px 12px; min-width: 0; flex: 1; overflow: auto; }
        .tree-row { white-space: nowrap; cursor: pointer; font-family: ui-monospace, Menlo, monospace; line-height: 17px; }
        .tree-row .path { color: #8e8e93; }
        .tree-row .frame { color: #636366; }
        .tree-row.selected, tr.selected { background: #ffe5b4; }
        table.trace { border-collapse: collapse; font-family: ui-monospace, Menlo, monospace; }
        table.trace td, table.trace th { padding: 1px 6px; text-align: left; white-space: pre; }
        table.trace tr { cursor: pointer; }
        table.trace tr:hover, .tree-row:hover { background: #e5f1ff; }
        \(RunPicture.css)
        .event-proposal { fill: none; stroke: #0a84ff; stroke-width: 2px; stroke-dasharray: 6 3; }
        .event-answer { fill: rgba(255, 159, 10, 0.15); stroke: #ff9f0a; stroke-width: 2px; }
        .event-label { font-size: 11px; fill: #0a3d91; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; }
        """

    static let script = """
        const svg = document.getElementById('picture');
        const box = svg.viewBox.baseVal;
        const ns = 'http://www.w3.org/2000/svg';
        const overlay = document.createElementNS(ns, 'g');
        overlay.setAttribute('id', 'event-overlay');
        svg.appendChild(overlay);
        let current = -1;
        function select(node, scroll) {
          document.querySelectorAll('.selected').forEach(e => e.classList.remove('selected'));
          svg.querySelectorAll('.node[data-node="' + node + '"]').forEach(e => e.classList.add('selected'));
          const row = document.querySelector('.tree-row[data-node="' + node + '"]');
          if (row) { row.classList.add('selected'); if (scroll) row.scrollIntoView({block: 'nearest'}); }
        }
        function clamp(value, low, high) { return Math.max(low, Math.min(high, value)); }
        function rect(cls, x, y, w, h) {
          const r = document.createElementNS(ns, 'rect');
          r.setAttribute('class', cls);
          const x0 = clamp(x, box.x, box.x + box.width), y0 = clamp(y, box.y, box.y + box.height);
          const x1 = clamp(x + w, box.x, box.x + box.width), y1 = clamp(y + h, box.y, box.y + box.height);
          r.setAttribute('x', x0); r.setAttribute('y', y0);
          r.setAttribute('width', Math.max(0, x1 - x0)); r.setAttribute('height', Math.max(0, y1 - y0));
          overlay.appendChild(r);
        }
        function step(index) {
          if (events.length === 0) return;
          current = clamp(index, 0, events.length - 1);
          const [node, kind, pw, ph, sw, sh, px, py, label, short] = events[current];
          document.querySelectorAll('tr.selected').forEach(e => e.classList.remove('selected'));
          select(node, false);
          const row = document.querySelector('tr[data-step="' + current + '"]');
          if (row) { row.classList.add('selected'); row.scrollIntoView({block: 'nearest'}); }
          document.getElementById('step-label').textContent = label;
          overlay.replaceChildren();
          const frame = frames[node];
          const x = px !== null ? px : (frame ? frame[0] : box.x), y = py !== null ? py : (frame ? frame[1] : box.y);
          if (kind === 'proposal' || kind === 'place' || kind === 'placeSubviews') {
            // Unspecified (nil) is shown as the node's own final length.
            const w = pw !== null ? pw : (frame ? frame[2] : 0), h = ph !== null ? ph : (frame ? frame[3] : 0);
            rect('event-proposal', x, y, w, h);
          }
          if (sw !== null && sh !== null) rect('event-answer', x, y, sw, sh);
          const text = document.createElementNS(ns, 'text');
          text.setAttribute('class', 'event-label');
          text.setAttribute('x', clamp(x, box.x, box.x + box.width - 40));
          text.setAttribute('y', clamp(y - 4, box.y + 12, box.y + box.height));
          text.textContent = short;
          overlay.appendChild(text);
        }
        document.getElementById('next').onclick = () => step(current + 1);
        document.getElementById('previous').onclick = () => step(current - 1);
        document.addEventListener('keydown', e => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { step(current + 1); e.preventDefault(); }
          if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { step(current - 1); e.preventDefault(); }
        });
        document.querySelectorAll('tr[data-step]').forEach(r => r.onclick = () => step(Number(r.dataset.step)));
        document.querySelectorAll('.tree-row').forEach(r => r.onclick = () => select(r.dataset.node, false));
        svg.querySelectorAll('.node').forEach(g => g.addEventListener('click', e => { select(g.dataset.node, true); e.stopPropagation(); }));
        const hash = new URLSearchParams(location.hash.slice(1));
        if (hash.has('step')) step(Number(hash.get('step')));
        else if (hash.has('node')) select(hash.get('node'), true);
        """
}

/// JSON strings for the page's script, escaped so that `</script>` cannot end it early.
enum JSONText {
    static func quoted(_ text: String) -> String {
        JSONLinesTracePrinter.quoted(text).replacingOccurrences(of: "</", with: "<\\/")
    }
}
