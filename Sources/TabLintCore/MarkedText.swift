/// Text with position markers (`1️⃣` … `9️⃣`) that name the places a diagnostic must start.
///
/// `MarkedText("a=\"1️⃣x\"")` has `text == "a=\"x\""` and `markers == ["1️⃣": 3]` (UTF-8 offsets in the
/// cleaned text).
package struct MarkedText: Sendable, Hashable {
    package static let markerNames: [String] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    package let text: String
    /// Marker name → UTF-8 offset in `text`.
    package let markers: [String: Int]

    package init(_ marked: String) {
        var clean: [UInt8] = []
        var markers: [String: Int] = [:]
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            // A keycap marker is digit, U+FE0F, U+20E3.
            if index + 2 < scalars.count, ("1"..."9").contains(scalars[index]), scalars[index + 1] == "\u{FE0F}",
                scalars[index + 2] == "\u{20E3}"
            {
                markers[String(String.UnicodeScalarView(scalars[index...(index + 2)]))] = clean.count
                index += 3
                continue
            }
            clean.append(contentsOf: UTF8.encode(scalars[index])!)
            index += 1
        }
        self.text = String(decoding: clean, as: UTF8.self)
        self.markers = markers
    }

    /// Marker names in order (1️⃣ first).
    package var orderedMarkers: [String] { Self.markerNames.filter { markers[$0] != nil } }
}
