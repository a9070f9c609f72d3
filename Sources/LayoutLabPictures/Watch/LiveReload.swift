import Foundation

/// What makes a drawn page a live one for `layoutlab watch`: a banner for the latest error
/// (above the last good picture, which stays), and a script that polls `/version` and reloads
/// the page when a newer one is published (`PreviewServer`).
public enum LiveReload {
    /// `page` (a whole HTML document, as `RunPicture.html(events:)` writes it) with the banner
    /// and the script inserted after `<body>`; `status` is what the terminal says about the run.
    public static func page(_ page: String, version: Int, status: String, error: String?) -> String {
        let banner = error.map {
            #"<pre id="watch-error" style="margin:0 0 8px;padding:8px 12px;background:#fde8e7;color:#a1170e;border:1px solid #f3b1ac;border-radius:6px;white-space:pre-wrap;font:13px ui-monospace,Menlo,monospace">"#
                + SVGWriter.escape($0) + "</pre>"
        } ?? ""
        let header = #"<div id="watch-status" data-version="\#(version)" style="font:12px -apple-system,system-ui,sans-serif;color:#6e6e73;margin:0 0 6px">"#
            + SVGWriter.escape(status) + "</div>" + banner + script(version: version)
        guard let body = page.range(of: "<body>") else {
            return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>layoutlab watch</title></head><body>" + header + page + "</body></html>"
        }
        return page.replacingCharacters(in: body, with: page[body] + header)
    }

    /// Polls `/version` twice a second; a different number means a newer page. A server that
    /// stopped (the watch ended) leaves the page as it is.
    static func script(version: Int) -> String {
        """
        <script>(function () {
          const shown = \(version);
          async function check() {
            try {
              const response = await fetch("/version", { cache: "no-store" });
              if (response.ok && Number(await response.text()) !== shown) { location.reload(); return; }
            } catch (error) {}
            setTimeout(check, 500);
          }
          setTimeout(check, 500);
        })();</script>
        """
    }
}
