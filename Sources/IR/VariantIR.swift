import LayoutSource

// The IR of variants: conditions kept with the constraints they guard, so that one
// IR serves every variant; each solve evaluates them in its environment (see grammar.md "Variants").

/// The kind of device a layout is solved for, as UIKit's `userInterfaceIdiom`.
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
    /// An iPhone-like device; the default.
    case phone
    /// An iPad-like device.
    case pad
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac
}

/// Apple's two size classes.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// Constrained space.
    case compact
    /// Expansive space.
    case regular
}

/// The canvas's two dimensions, for size classes and comparisons.
public enum CanvasDimension: String, Hashable, Sendable, CaseIterable {
    /// The width (UIKit's horizontal size class).
    case width
    /// The height (UIKit's vertical size class).
    case height
}

/// How a condition compares a canvas dimension with a number (`width >= 600`).
public enum CanvasComparison: String, Hashable, Sendable, CaseIterable {
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `>`
    case greaterThan = ">"
    /// `<=`
    case lessThanOrEqual = "<="
    /// `<`
    case lessThan = "<"
    /// `==` (also written `=`)
    case equal = "=="

    /// Whether `left op right` holds.
    public func holds(_ left: Double, _ right: Double) -> Bool {
        switch self {
        case .greaterThanOrEqual: left >= right
        case .greaterThan: left > right
        case .lessThanOrEqual: left <= right
        case .lessThan: left < right
        case .equal: left == right
        }
    }
}

/// A condition on the environment of a solve.
public indirect enum LayoutCondition: Hashable, Sendable {
    /// `compactWidth`, `regularHeight` and the like.
    case sizeClass(SizeClass, CanvasDimension)
    /// `phone`, `pad`, `mac`.
    case idiom(DeviceIdiom)
    /// `landscape`: the canvas is wider than it is high.
    case landscape
    /// A flag set on the command line (`--set NAME`).
    case flag(String)
    /// `width >= 600`.
    case canvas(CanvasDimension, CanvasComparison, Double)
    /// `contentSize >= accessibilityMedium`: the content size category compared in UIKit's order.
    case contentSize(CanvasComparison, ContentSizeCategory)
    /// Holds when the operand does not.
    case not(LayoutCondition)
    /// Holds when every operand does (and when there is none).
    case all([LayoutCondition])
    /// Holds when some operand does.
    case any([LayoutCondition])

    /// The condition as it could be written, for messages.
    public var description: String {
        switch self {
        case .sizeClass(let sizeClass, let dimension):
            sizeClass.rawValue + (dimension == .width ? "Width" : "Height")
        case .idiom(let idiom): idiom.rawValue
        case .landscape: "landscape"
        case .flag(let name): name
        case .canvas(let dimension, let comparison, let value):
            "\(dimension.rawValue) \(comparison.rawValue) \(NumberSpelling.shortest(value))"
        case .contentSize(let comparison, let category):
            "contentSize \(comparison.rawValue) \(category.rawValue)"
        case .not(let operand): "not " + operand.parenthesizedDescription
        case .all(let operands): operands.isEmpty ? "always" : operands.map(\.parenthesizedDescription).joined(separator: " and ")
        case .any(let operands): operands.map(\.parenthesizedDescription).joined(separator: " or ")
        }
    }

    private var parenthesizedDescription: String {
        switch self {
        case .all(let operands) where operands.count > 1: "(" + description + ")"
        case .any(let operands) where operands.count > 1: "(" + description + ")"
        default: description
        }
    }

    /// Whether the condition holds in `context`: `nil` when that depends on a canvas size the
    /// context lacks (Kleene's three-valued logic, so `pad and compactWidth` is false on a phone
    /// even without a size).
    public func holds(in context: VariantContext) -> Bool? {
        switch self {
        case .sizeClass(let sizeClass, let dimension):
            return context.sizeClass(of: dimension).map { $0 == sizeClass }
        case .idiom(let idiom):
            return context.idiom == idiom
        case .landscape:
            guard let width = context.canvasWidth, let height = context.canvasHeight else { return nil }
            return width > height
        case .flag(let name):
            return context.flags.contains(name)
        case .canvas(let dimension, let comparison, let value):
            let size = dimension == .width ? context.canvasWidth : context.canvasHeight
            return size.map { comparison.holds($0, value) }
        case .contentSize(let comparison, let category):
            return comparison.holds(Double(context.contentSize.rank), Double(category.rank))
        case .not(let operand):
            return operand.holds(in: context).map { !$0 }
        case .all(let operands):
            var result: Bool? = true
            for operand in operands {
                switch operand.holds(in: context) {
                case false?: return false
                case nil: result = nil
                case true?: break
                }
            }
            return result
        case .any(let operands):
            var result: Bool? = false
            for operand in operands {
                switch operand.holds(in: context) {
                case true?: return true
                case nil: result = nil
                case false?: break
                }
            }
            return result
        }
    }

    /// Whether the condition reads the canvas size (size classes, `landscape`, comparisons).
    public var readsCanvas: Bool {
        switch self {
        case .sizeClass, .landscape, .canvas: true
        case .idiom, .flag, .contentSize: false
        case .not(let operand): operand.readsCanvas
        case .all(let operands), .any(let operands): operands.contains(where: \.readsCanvas)
        }
    }

    /// Every flag the condition names, in order of appearance.
    public var flags: [String] {
        switch self {
        case .flag(let name): [name]
        case .sizeClass, .idiom, .landscape, .canvas, .contentSize: []
        case .not(let operand): operand.flags
        case .all(let operands), .any(let operands): operands.flatMap(\.flags)
        }
    }

    /// Whether the condition depends on the idiom: names one, or a size class (whose rule does).
    public var readsIdiom: Bool {
        switch self {
        case .idiom, .sizeClass: true
        case .flag, .landscape, .canvas, .contentSize: false
        case .not(let operand): operand.readsIdiom
        case .all(let operands), .any(let operands): operands.contains(where: \.readsIdiom)
        }
    }

    /// Whether the condition reads the content size category (`contentSize >= large`).
    public var readsContentSize: Bool {
        switch self {
        case .contentSize: true
        case .sizeClass, .idiom, .landscape, .flag, .canvas: false
        case .not(let operand): operand.readsContentSize
        case .all(let operands), .any(let operands): operands.contains(where: \.readsContentSize)
        }
    }
}

/// What conditions are evaluated against: the canvas (if sized), the idiom and the set flags.
public struct VariantContext: Hashable, Sendable {
    /// The canvas width, or nil when root is left to the file's constraints.
    public var canvasWidth: Double?
    /// The canvas height, or nil.
    public var canvasHeight: Double?
    /// The device idiom.
    public var idiom: DeviceIdiom
    /// The flags set (`--set NAME`).
    public var flags: Set<String>
    /// The content size category (`--content-size`); `large`, UIKit's default, unless told.
    public var contentSize: ContentSizeCategory

    /// Creates a context.
    public init(
        canvasWidth: Double?, canvasHeight: Double?, idiom: DeviceIdiom = .phone, flags: Set<String> = [],
        contentSize: ContentSizeCategory = .large
    ) {
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.idiom = idiom
        self.flags = flags
        self.contentSize = contentSize
    }

    /// The size class of `dimension`, or nil without a canvas size (see `SizeClassRule`).
    public func sizeClass(of dimension: CanvasDimension) -> SizeClass? {
        guard let width = canvasWidth, let height = canvasHeight else { return nil }
        return SizeClassRule.sizeClass(of: dimension, width: width, height: height, idiom: idiom)
    }
}

/// How a canvas size and an idiom give size classes, following Apple's tables of devices (the
/// Human Interface Guidelines' "Device size classes", and the iPad multitasking sizes); grammar.md
/// "Size classes" gives the rule, the sources and where it is an approximation.
public enum SizeClassRule {
    /// The shortest side from which a phone in landscape has a regular width: the Plus and Max
    /// phones (414, 428, 430, 440 points) have one, every smaller phone (320 to 402) a compact one.
    public static let phoneRegularWidthMinimumShortSide = 414.0
    /// The narrowest iPad (and Mac) canvas with a regular width: the 12.9-inch iPad's half of a
    /// landscape split view (678 points); the widest compact one is its portrait split (639).
    public static let padRegularWidthMinimum = 678.0

    /// The size class of `dimension` for a `width` x `height` canvas on `idiom`.
    public static func sizeClass(of dimension: CanvasDimension, width: Double, height: Double, idiom: DeviceIdiom) -> SizeClass {
        switch (idiom, dimension) {
        case (.phone, .width):
            // Portrait phones are compact; in landscape only the large ones are regular.
            return width > height && height >= phoneRegularWidthMinimumShortSide ? .regular : .compact
        case (.phone, .height):
            return width > height ? .compact : .regular
        case (.pad, .width), (.mac, .width):
            return width >= padRegularWidthMinimum ? .regular : .compact
        case (.pad, .height), (.mac, .height):
            return .regular
        }
    }
}

extension LayoutCondition {
    /// The flag among `flags` that `name` most likely misspells, if one is close.
    public static func closestFlag(to name: String, among flags: [String]) -> String? {
        NameSuggestion.closest(to: name, among: flags)
    }
}
