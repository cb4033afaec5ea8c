/// Estimates how wide a line of text is in DejaVu Sans (the report's first font), without a font engine:
/// per-character advance widths in ems, wide for CJK and emoji. Estimates err wide, so text fits its box.
enum TextMetrics {
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(scalar) }
        return ems * size * (bold ? 1.1 : 1.0)
    }

    /// `text`, shortened with `…` to fit `limit` points.
    static func truncated(_ text: String, size: Double, bold: Bool = false, limit: Double) -> String {
        guard width(text, size: size, bold: bold) > limit else { return text }
        var kept = ""
        var used = advance("…") * size
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
        case 0x20: return 0.32
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
            return "il.,:;'|!()[]{}".unicodeScalars.contains(scalar) ? 0.34 : 0.6
        case 0x30...0x39: return 0.64
        case 0x41...0x5A: return "MW".unicodeScalars.contains(scalar) ? 0.86 : 0.7
        case 0x61...0x7A: return "ijlft".unicodeScalars.contains(scalar) ? 0.32 : ("mw".unicodeScalars.contains(scalar) ? 0.92 : 0.6)
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return 1.0
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.2
        default: return 0.65
        }
    }
}
