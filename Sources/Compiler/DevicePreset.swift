import LayoutIR
import LayoutSource

/// A real device's screen as a layout sees it: root's size in points, the safe-area insets in
/// each orientation and the idiom (`layoutc --device NAME`, `layoutc devices`).
///
/// Every figure comes from `DevicePreset.all`, which cites its source per device.
public struct DevicePreset: Hashable, Sendable {
    /// The name `--device` takes: ASCII letters, digits and dots, no spaces (`iPhone15ProMax`).
    public var name: String
    /// The idiom `when` conditions see.
    public var idiom: DeviceIdiom
    /// The screen (or window) in portrait, in points: width below height for a phone or a pad.
    public var portraitSize: CanvasSize
    /// Root's safe-area insets in portrait.
    public var portraitSafeArea: SafeAreaInsets
    /// Root's safe-area insets in landscape; nil when the device has no landscape (a Mac window).
    public var landscapeSafeArea: SafeAreaInsets?
    /// The widths of Split View in landscape (1/3, 1/2, 2/3 of the screen) and in portrait
    /// (1/3, 2/3), where the source gives them; empty for a device without Split View figures.
    public var splitWidths: [SplitView: Double]
    /// Where the figures come from.
    public var source: String

    /// Creates a preset.
    public init(
        name: String, idiom: DeviceIdiom, portraitSize: CanvasSize, portraitSafeArea: SafeAreaInsets,
        landscapeSafeArea: SafeAreaInsets?, splitWidths: [SplitView: Double] = [:], source: String
    ) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.splitWidths = splitWidths
        self.source = source
    }

    /// Every configuration of this device: portrait, landscape, then each Split View width.
    public var configurations: [DeviceConfiguration] {
        var result = [DeviceConfiguration(preset: self, orientation: .portrait)]
        if landscapeSafeArea != nil { result.append(DeviceConfiguration(preset: self, orientation: .landscape)) }
        for split in SplitView.allCases where splitWidths[split] != nil {
            result.append(DeviceConfiguration(preset: self, orientation: split.orientation, split: split))
        }
        return result
    }
}

/// Which way a device is held.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide (a Mac window: as its preset gives it).
    case portrait
    /// Wider than tall: the portrait size turned.
    case landscape
}

/// An app's share of an iPad's width in Split View, with the orientation it is measured in.
public enum SplitView: String, Hashable, Sendable, CaseIterable {
    /// A third of the screen, portrait (the narrow side of a 2/3 split).
    case portraitOneThird = "split1/3"
    /// Two thirds of the screen, portrait.
    case portraitTwoThirds = "split2/3"
    /// A third of the screen, landscape.
    case landscapeOneThird = "landscape:split1/3"
    /// Half the screen, landscape.
    case landscapeHalf = "landscape:split1/2"
    /// Two thirds of the screen, landscape.
    case landscapeTwoThirds = "landscape:split2/3"

    /// The orientation the width is measured in.
    public var orientation: DeviceOrientation {
        switch self {
        case .portraitOneThird, .portraitTwoThirds: .portrait
        case .landscapeOneThird, .landscapeHalf, .landscapeTwoThirds: .landscape
        }
    }
}

/// One device held one way, perhaps in Split View: a canvas with its safe area and idiom.
public struct DeviceConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The device.
    public var preset: DevicePreset
    /// Which way it is held.
    public var orientation: DeviceOrientation
    /// The app's share of the width in Split View, or nil for the full screen.
    public var split: SplitView?

    /// Creates a configuration; `split`, when given, decides the orientation.
    public init(preset: DevicePreset, orientation: DeviceOrientation = .portrait, split: SplitView? = nil) {
        self.preset = preset
        self.orientation = split?.orientation ?? orientation
        self.split = split
    }

    /// The name `--device` takes: `iPadPro11`, `iPadPro11:landscape`, `iPadPro11:landscape:split1/3`.
    public var description: String {
        if let split { return preset.name + ":" + split.rawValue }
        return orientation == .portrait ? preset.name : preset.name + ":landscape"
    }

    /// Root's size: the portrait size, turned in landscape, its width cut to the split's.
    public var size: CanvasSize {
        let portrait = preset.portraitSize
        var size = orientation == .portrait ? portrait : CanvasSize(width: portrait.height, height: portrait.width)
        if let split, let width = preset.splitWidths[split] { size.width = width }
        return size
    }

    /// Root's safe-area insets: the orientation's (a split-view app keeps the screen's top and
    /// bottom insets; its sides are away from the sensor housing and the corners).
    public var safeAreaInsets: SafeAreaInsets {
        let insets = orientation == .portrait ? preset.portraitSafeArea : (preset.landscapeSafeArea ?? preset.portraitSafeArea)
        guard split != nil else { return insets }
        return SafeAreaInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
    }

    /// The environment a layout is solved in on this device: its size, safe area and idiom, and
    /// root taken for a view controller's view (whose margins UIKit keeps at the system minimum).
    public func environment(flags: Set<String> = []) -> LayoutEnvironment {
        LayoutEnvironment(
            size: size, idiom: preset.idiom, flags: flags, safeAreaInsets: safeAreaInsets,
            rootIsViewControllerView: true)
    }

    /// The configuration `text` names (`iPhoneSE3`, `iPadPro11:landscape:split1/2`), the device's
    /// name matched without regard to case; nil for anything else.
    public init?(named text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, let preset = DevicePreset.named(name) else { return nil }
        let modifiers = parts.dropFirst().map { $0.lowercased() }
        switch modifiers.count {
        case 0:
            self.init(preset: preset)
        case 1 where modifiers[0] == "portrait":
            self.init(preset: preset)
        case 1 where modifiers[0] == "landscape" && preset.landscapeSafeArea != nil:
            self.init(preset: preset, orientation: .landscape)
        default:
            let written = modifiers.joined(separator: ":")
            let split = SplitView.allCases.first { $0.rawValue.lowercased() == written || "portrait:" + $0.rawValue.lowercased() == written }
            guard let split, preset.splitWidths[split] != nil else { return nil }
            self.init(preset: preset, split: split)
        }
    }

    /// Every configuration of every device, in `DevicePreset.all`'s order.
    public static var all: [DeviceConfiguration] { DevicePreset.all.flatMap(\.configurations) }

    /// The configuration name closest to a misspelt `text`, by the rule every "did you mean" of
    /// the language follows (`NameSuggestion`), compared without regard to case as names are
    /// matched; nil when none is close enough to be a plausible typo.
    public static func closestName(to text: String) -> String? {
        let names = all.map(\.description)
        guard let close = NameSuggestion.closest(to: text.lowercased(), among: names.map { $0.lowercased() }) else { return nil }
        return names.first { $0.lowercased() == close }
    }
}

extension DevicePreset {
    /// The preset called `name`, matched without regard to case.
    public static func named(_ name: String) -> DevicePreset? {
        let lowered = name.lowercased()
        return all.first { $0.name.lowercased() == lowered }
    }

    // Sources, cited per device below:
    // [HIG] Apple, Human Interface Guidelines, "Layout", "iOS, iPadOS device screen dimensions"
    //       (sizes in points).
    // [SST] pointfreeco/swift-snapshot-testing, Sources/SnapshotTesting/Common/View.swift,
    //       `ViewImageConfig` (sizes, safe areas and Split View widths it has), as a cross-check.
    // [HK]  Geoff Hackworth, "How iOS Apps Adapt to the ... Screen Sizes" (hacknicity.medium.com,
    //       one article per iPhone generation, X to 16), safe-area insets read in the Simulator.
    // Every iPad with a home indicator has a 24-point status bar and a 20-point home indicator in
    // both orientations [SST iPadPro11]; a Split View app keeps them (its sides are not the screen's).
    // A phone's portrait top inset is its status bar (20) or sensor housing; landscape moves the
    // housing's inset to both sides and keeps 21 for the home indicator (SE: none, 0).

    /// A phone's landscape insets: the sensor housing's `side` on both sides, 21 for the home indicator.
    private static func phoneLandscape21(_ side: Double) -> SafeAreaInsets {
        SafeAreaInsets(top: 0, left: side, bottom: 21, right: side)
    }

    /// Every device `--device` knows, phones from the smallest to the largest, then pads, then a Mac window.
    public static let all: [DevicePreset] = [
        DevicePreset(
            name: "iPhoneSE3", idiom: .phone, portraitSize: CanvasSize(width: 375, height: 667),
            portraitSafeArea: SafeAreaInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
            source: "375x667 [HIG]; 20 status bar, landscape none [SST iPhone8, the same screen]"),
        DevicePreset(
            name: "iPhone13mini", idiom: .phone, portraitSize: CanvasSize(width: 375, height: 812),
            portraitSafeArea: SafeAreaInsets(top: 50, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(50),
            source: "375x812 [HIG]; 50/34, landscape 50/21 [HK iPhone 12]"),
        DevicePreset(
            name: "iPhone14", idiom: .phone, portraitSize: CanvasSize(width: 390, height: 844),
            portraitSafeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(47),
            source: "390x844 [HIG]; 47/34, landscape 47/21 [HK iPhone 12; SST iPhone12]"),
        DevicePreset(
            name: "iPhone15", idiom: .phone, portraitSize: CanvasSize(width: 393, height: 852),
            portraitSafeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(59),
            source: "393x852 [HIG]; 59/34, landscape 59/21 [HK iPhone 14 (14 Pro)]"),
        DevicePreset(
            name: "iPhone15Pro", idiom: .phone, portraitSize: CanvasSize(width: 393, height: 852),
            portraitSafeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(59),
            source: "393x852 [HIG]; 59/34, landscape 59/21 [HK iPhone 14 (14 Pro)]"),
        DevicePreset(
            name: "iPhone16Pro", idiom: .phone, portraitSize: CanvasSize(width: 402, height: 874),
            portraitSafeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(62),
            source: "402x874 [HIG]; 62/34, landscape 62/21 [HK iPhone 16]"),
        DevicePreset(
            name: "iPhone14Plus", idiom: .phone, portraitSize: CanvasSize(width: 428, height: 926),
            portraitSafeArea: SafeAreaInsets(top: 47, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(47),
            source: "428x926 [HIG]; 47/34, landscape 47/21 [HK iPhone 12 (12 Pro Max); SST iPhone12ProMax]"),
        DevicePreset(
            name: "iPhone15ProMax", idiom: .phone, portraitSize: CanvasSize(width: 430, height: 932),
            portraitSafeArea: SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(59),
            source: "430x932 [HIG]; 59/34, landscape 59/21 [HK iPhone 14 (14 Pro Max)]"),
        DevicePreset(
            name: "iPhone16ProMax", idiom: .phone, portraitSize: CanvasSize(width: 440, height: 956),
            portraitSafeArea: SafeAreaInsets(top: 62, left: 0, bottom: 34, right: 0), landscapeSafeArea: phoneLandscape21(62),
            source: "440x956 [HIG]; 62/34, landscape 62/21 [HK iPhone 16]"),
        DevicePreset(
            name: "iPadMini6", idiom: .pad, portraitSize: CanvasSize(width: 744, height: 1133),
            portraitSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            source: "744x1133 [HIG]; 24/20, an iPad with a home indicator [SST iPadPro11]"),
        DevicePreset(
            name: "iPadAir11", idiom: .pad, portraitSize: CanvasSize(width: 820, height: 1180),
            portraitSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            source: "820x1180 [HIG]; 24/20, an iPad with a home indicator [SST iPadPro11]"),
        DevicePreset(
            name: "iPadPro11", idiom: .pad, portraitSize: CanvasSize(width: 834, height: 1194),
            portraitSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            splitWidths: [
                .portraitOneThird: 320, .portraitTwoThirds: 504,
                .landscapeOneThird: 375, .landscapeHalf: 592, .landscapeTwoThirds: 809,
            ],
            source: "834x1194 [HIG; SST iPadPro11]; Split View widths and 24/20 [SST iPadPro11]"),
        DevicePreset(
            name: "iPadPro12.9", idiom: .pad, portraitSize: CanvasSize(width: 1024, height: 1366),
            portraitSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeArea: SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0),
            splitWidths: [
                .portraitOneThird: 375, .portraitTwoThirds: 639,
                .landscapeOneThird: 375, .landscapeHalf: 678, .landscapeTwoThirds: 981,
            ],
            source: "1024x1366 [HIG; SST iPadPro12_9]; Split View widths [SST iPadPro12_9]; 24/20, an iPad with a "
                + "home indicator (3rd generation on) [SST iPadPro11]; SST's 20/0 is the 2nd generation's, with a home button"),
        DevicePreset(
            name: "Mac", idiom: .mac, portraitSize: CanvasSize(width: 1024, height: 768),
            portraitSafeArea: .zero, landscapeSafeArea: nil,
            source: "a window, not a screen, so no device figure: 1024x768 is this table's choice, a window wider "
                + "than any phone; no safe area, as a window's content view below a standard title bar has none"),
    ]
}
