import LayoutCompiler

/// A screen Interface Builder lays a document out on: its `<device id="...">`, with the size and
/// safe area of each device IB has shown under that id.
///
/// IB keeps an id across Xcode releases while the device behind it changes (`retina6_12` was the
/// iPhone 12/13/14, 390 x 844, and is the iPhone 15, 393 x 852, since Xcode 15), so an id lists
/// every candidate and the scene's stored root size picks one.
public struct InterfaceBuilderDevice: Sendable {
    /// IB's id (`retina4_7`).
    public var id: String
    /// The device, for people (`iPhone 8`).
    public var title: String
    /// The portrait screen in points.
    public var width: Double
    /// The portrait screen's height in points.
    public var height: Double
    /// The safe-area insets in portrait.
    public var portraitSafeArea: SafeAreaInsets
    /// The safe-area insets in landscape.
    public var landscapeSafeArea: SafeAreaInsets
    /// The `DevicePreset` with the same screen and insets, when there is one (`canvas` line).
    public var presetName: String?
    /// Where the figures come from.
    public var source: String

    /// The candidates for IB's `id`, most recent first; empty for an id the table does not know.
    public static func candidates(for id: String) -> [InterfaceBuilderDevice] {
        table.filter { $0.id == id }
    }

    /// Safe areas of a phone with a status bar and no home indicator: 20 on top in portrait, none in landscape.
    private static let statusBar = SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// Every device id the importer knows. Sizes: Apple's Human Interface Guidelines, "Layout",
    /// device screen sizes [HIG]; insets: the same presets as `DevicePreset` where the screen is the
    /// same (its sources cited there), otherwise Apple's "iPhone X" safe-area figures as IB shows
    /// them (44 top, 34 bottom in portrait; 44 sides and 21 bottom in landscape) [HIG iPhone X].
    public static let table: [InterfaceBuilderDevice] = ([
        InterfaceBuilderDevice(
            id: "retina3_5", title: "iPhone 4s", width: 320, height: 480, portraitSafeArea: statusBar,
            landscapeSafeArea: .zero, presetName: nil, source: "320x480 [HIG]; 20 status bar"),
        InterfaceBuilderDevice(
            id: "retina4_0", title: "iPhone SE (1st generation)", width: 320, height: 568, portraitSafeArea: statusBar,
            landscapeSafeArea: .zero, presetName: nil, source: "320x568 [HIG]; 20 status bar"),
        fromPreset(id: "retina4_7", title: "iPhone 8", preset: "iPhoneSE3", note: "the same screen"),
        InterfaceBuilderDevice(
            id: "retina5_5", title: "iPhone 8 Plus", width: 414, height: 736, portraitSafeArea: statusBar,
            landscapeSafeArea: .zero, presetName: nil, source: "414x736 [HIG]; 20 status bar"),
        InterfaceBuilderDevice(
            id: "retina5_9", title: "iPhone 11 Pro", width: 375, height: 812,
            portraitSafeArea: SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 0, left: 44, bottom: 21, right: 44), presetName: nil,
            source: "375x812 [HIG]; 44/34, landscape 44/21 [HIG iPhone X]"),
        InterfaceBuilderDevice(
            id: "retina6_1", title: "iPhone 11", width: 414, height: 896,
            portraitSafeArea: SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 0, left: 44, bottom: 21, right: 44), presetName: nil,
            source: "414x896 [HIG]; 44/34, landscape 44/21 [HIG iPhone X] (Xcode 12 and later show 48 on top)"),
        InterfaceBuilderDevice(
            id: "retina6_5", title: "iPhone 11 Pro Max", width: 414, height: 896,
            portraitSafeArea: SafeAreaInsets(top: 44, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 0, left: 44, bottom: 21, right: 44), presetName: nil,
            source: "414x896 [HIG]; 44/34, landscape 44/21 [HIG iPhone X]"),
        fromPreset(id: "retina6_12", title: "iPhone 15", preset: "iPhone15", note: "Xcode 15 and later"),
        fromPreset(id: "retina6_12", title: "iPhone 14", preset: "iPhone14", note: "Xcode 12 to 14"),
        fromPreset(id: "retina6_7", title: "iPhone 14 Plus", preset: "iPhone14Plus", note: "the same screen"),
        InterfaceBuilderDevice(
            id: "ipad9_7", title: "iPad (9.7-inch)", width: 768, height: 1024, portraitSafeArea: statusBar,
            landscapeSafeArea: statusBar, presetName: nil, source: "768x1024 [HIG]; 20 status bar"),
        InterfaceBuilderDevice(
            id: "ipad12_9", title: "iPad Pro (12.9-inch, 2nd generation)", width: 1024, height: 1366,
            portraitSafeArea: statusBar, landscapeSafeArea: statusBar, presetName: nil,
            source: "1024x1366 [HIG]; 20 status bar, a home button"),
        fromPreset(id: "ipad12_9rounded", title: "iPad Pro (12.9-inch)", preset: "iPadPro12.9", note: "the same screen"),
        fromPreset(id: "ipad11_0rounded", title: "iPad Pro (11-inch)", preset: "iPadPro11", note: "the same screen"),
    ] as [InterfaceBuilderDevice?]).compactMap { $0 }

    /// The entry for IB's `id` whose figures are those of the `DevicePreset` named `preset`.
    private static func fromPreset(id: String, title: String, preset: String, note: String) -> InterfaceBuilderDevice? {
        guard let device = DevicePreset.all.first(where: { $0.name == preset }) else { return nil }
        return InterfaceBuilderDevice(
            id: id, title: title, width: device.portraitSize.width, height: device.portraitSize.height,
            portraitSafeArea: device.portraitSafeArea, landscapeSafeArea: device.landscapeSafeArea ?? device.portraitSafeArea,
            presetName: preset, source: "the \(preset) preset (\(note)): " + device.source)
    }
}
