import LayoutCompiler

/// `layoutc devices`: the device configurations `--device` takes, one a line.
enum DevicesCommand {
    /// One line per configuration, in `DeviceConfiguration.all`'s order: the name `--device`
    /// takes first, then root's size, the safe-area insets and the idiom, in aligned columns.
    static func listing() -> String {
        let rows = DeviceConfiguration.all.map { device in
            [device.description, device.size.description, "safe-area " + device.safeAreaInsets.description, device.preset.idiom.rawValue]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3] + "\n"
        }.joined()
    }
}
