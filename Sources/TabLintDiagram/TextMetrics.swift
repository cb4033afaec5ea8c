/// Estimates how wide a line of text is in DejaVu Sans (the report's first font), without a font engine:
/// the font's advance widths for ASCII, wide advances for CJK and emoji, a generous default elsewhere.
enum TextMetrics {
    /// DejaVu Sans advance widths in ems for U+0020…U+007E.
    private static let ascii: [Double] = [
        0.318, 0.401, 0.460, 0.838, 0.636, 0.950, 0.780, 0.275, 0.390, 0.390, 0.500, 0.838, 0.318, 0.361, 0.318, 0.337,
        0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.337, 0.337, 0.838, 0.838, 0.838, 0.531,
        1.000, 0.684, 0.686, 0.698, 0.770, 0.632, 0.575, 0.775, 0.752, 0.295, 0.295, 0.656, 0.557, 0.863, 0.748, 0.787,
        0.603, 0.787, 0.695, 0.635, 0.611, 0.732, 0.684, 0.989, 0.685, 0.611, 0.685, 0.390, 0.337, 0.390, 0.838, 0.500,
        0.500, 0.613, 0.635, 0.550, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974, 0.634, 0.612,
        0.635, 0.635, 0.411, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525, 0.636, 0.337, 0.636, 0.838,
    ]

    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(scalar) }
        return ems * size * (bold ? 1.1 : 1.0)
    }

    /// `text`, shortened with `…` to fit `limit` points.
    static func truncated(_ text: String, size: Double, bold: Bool = false, limit: Double) -> String {
        // A tolerance: a line measured to exactly fill its box must not lose its last character to rounding.
        guard width(text, size: size, bold: bold) > limit + 0.01 else { return text }
        var kept = ""
        var used = width("…", size: size, bold: bold)
        for character in text {
            let extra = width(String(character), size: size, bold: bold)
            if used + extra > limit { break }
            kept.append(character)
            used += extra
        }
        return kept + "…"
    }

    private static func advance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20...0x7E: return ascii[Int(scalar.value) - 0x20]
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0xB7, 0x2024: return 0.318
        case 0x2026, 0x25CF: return 1.0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return 1.0
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.25
        default: return 0.7
        }
    }
}
