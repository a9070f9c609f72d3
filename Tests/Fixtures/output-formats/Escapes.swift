import SwiftUI

// Labels with every character an output format escapes: commas, quotes, pipes,
// backslashes, tabs, line breaks (LF and CRLF), a control character, and non-ASCII text.
struct Escapes: View {
    var body: some View {
        VStack(spacing: 3.3) {
            Text("plain")
            Text("comma, \"quoted\" | pipe \\ backslash\ttab")
            Text("line\nbreak and crlf\r\nend")
            Text("bell \u{07} é 日本 🟥")
            Color.red.frame(width: 100.0 / 3).frame(maxHeight: .infinity)
        }
        .frame(maxWidth: 200.5)
    }
}
