/// Text as it is safe to show on one line of a terminal.
enum DisplayText {
    /// `text` with control and bidirectional-formatting characters written as `\u{1b}`, so a message
    /// stays on one line and cannot move the cursor, recolour the terminal or reorder what follows.
    /// With `keepingLineBreaks`, `\r` and `\n` pass through for a caller that escapes them itself.
    static func escapingControls(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isHazardous(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The longest message shown whole to a person, in Unicode scalars.
    static let maximumMessageLength = 300

    /// `text` with its middle replaced by `...` when it is longer than `maximumMessageLength`, so a
    /// message quoting a megabyte-long name stays readable; machine formats keep the whole text.
    static func abbreviating(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > maximumMessageLength else { return text }
        let head = scalars.prefix(maximumMessageLength * 2 / 3)
        let tail = scalars.suffix(maximumMessageLength / 3 - 3)
        return String(String.UnicodeScalarView(head)) + "..." + String(String.UnicodeScalarView(tail))
    }

    /// Control characters (C0, DEL, C1) and format characters such as bidi overrides.
    static func isHazardous(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Printable ASCII, nearly all of any layout file, needs no look-up in the Unicode tables.
        case 0x20...0x7E: return false
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// How many terminal cells `scalar` takes: 0 for combining marks, 2 for wide East Asian
    /// characters and emoji, 1 otherwise.
    static func cellWidth(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
