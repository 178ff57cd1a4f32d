// AutoLayoutRecording: a snapshot of the Auto Layout state a shim (UIKitShim, AppKitShim) recorded
// under one root view, as plain values. Test support, not a product, with no dependencies, so that
// a separate process (generated code compiled with swiftc and run against a shim) can print it as
// JSON and the test process can decode it and solve it (AutoLayoutModel).

import Foundation

/// Every item under one root view and every active constraint among them, as a shim recorded them.
public struct RecordedLayout: Codable, Sendable, Equatable {
    /// The framework whose shim recorded the layout.
    public enum Platform: String, Codable, Sendable {
        /// UIKitShim.
        case uikit
        /// AppKitShim.
        case appkit
    }

    /// Which framework's shim recorded it.
    public var platform: Platform
    /// The layout direction the shim was set to when the snapshot was taken.
    public var direction: RecordedDirection
    /// Root's safe-area insets as the test set them (absolute edges).
    public var rootSafeAreaInsets: RecordedInsets
    /// The items, `items[i].id == i`: first every view, depth-first in subview order (root is 0),
    /// then, view by view in that order, the view's guides (its `layoutGuides` in order, then its
    /// margins guide and its safe-area guide, each only if a recorded constraint uses it).
    public var items: [RecordedItem]
    /// The active constraints among `items`, in activation order.
    public var constraints: [RecordedConstraint]
    /// What the shim recorded as refused by UIKit or AppKit (`ShimViolation.description`), in order,
    /// and any active constraint whose items are not all under root.
    public var violations: [String]
    /// The keyboard's height the test gave root (`keyboardLayoutGuide`; 0 hidden), if the shim has
    /// a keyboard guide; nil for AppKit.
    public var rootKeyboardHeight: Double?
    /// The readable width the test gave root (`readableContentGuide`), if the shim has one.
    public var rootReadableWidth: Double?

    /// A layout of the given parts.
    public init(
        platform: Platform, direction: RecordedDirection, rootSafeAreaInsets: RecordedInsets, items: [RecordedItem],
        constraints: [RecordedConstraint], violations: [String]
    ) {
        self.platform = platform
        self.direction = direction
        self.rootSafeAreaInsets = rootSafeAreaInsets
        self.items = items
        self.constraints = constraints
        self.violations = violations
    }

    /// The layout as JSON, keys sorted, so the same layout always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// The layout as a JSON string on one line (what a driver process prints).
    public func jsonString() throws -> String { String(decoding: try jsonData(), as: UTF8.self) }

    /// Decodes a layout printed by `jsonData()` or `jsonString()`.
    public init(json: Data) throws { self = try JSONDecoder().decode(RecordedLayout.self, from: json) }

    /// Decodes a layout printed by `jsonString()`.
    public init(json: String) throws { try self.init(json: Data(json.utf8)) }
}

/// A writing direction, as `UIUserInterfaceLayoutDirection` and `NSUserInterfaceLayoutDirection`.
public enum RecordedDirection: String, Codable, Sendable {
    /// Left to right: leading is the left side.
    case leftToRight
    /// Right to left: leading is the right side.
    case rightToLeft
}

/// Insets with absolute edges (UIEdgeInsets order).
public struct RecordedInsets: Codable, Sendable, Equatable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets of the given values.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = RecordedInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same insets with left and right exchanged (the other writing direction's reading of
    /// directional insets).
    public var mirrored: RecordedInsets { RecordedInsets(top: top, left: right, bottom: bottom, right: left) }
}

/// One view or layout guide under the root.
public struct RecordedItem: Codable, Sendable, Equatable {
    /// What the item is.
    public enum Kind: String, Codable, Sendable {
        /// A view (root included).
        case view
        /// A layout guide the app made and added to a view.
        case guide
        /// A view's `layoutMarginsGuide`.
        case marginsGuide
        /// A view's `safeAreaLayoutGuide`.
        case safeAreaGuide
        /// A view's `keyboardLayoutGuide` (UIKit, iOS 15).
        case keyboardGuide
        /// A view's `readableContentGuide` (UIKit).
        case readableGuide
        /// A scroll view's `contentLayoutGuide` (its owner is the scroll view).
        case contentGuide
        /// A scroll view's `frameLayoutGuide`.
        case frameGuide
    }

    /// The item's index in `RecordedLayout.items` (root is 0).
    public var id: Int
    /// What the item is.
    public var kind: Kind
    /// Views: the label a test gave it (empty if none); guides: their `identifier`.
    public var label: String
    /// Views: the superview's id (nil for root); guides: the owning view's id.
    public var parent: Int?
    /// A view's layout properties; nil for guides.
    public var view: RecordedView?

    /// An item of the given parts.
    public init(id: Int, kind: Kind, label: String, parent: Int?, view: RecordedView?) {
        self.id = id
        self.kind = kind
        self.label = label
        self.parent = parent
        self.view = view
    }
}

/// Which property set a view's layout margins last.
public enum RecordedMarginsSource: String, Codable, Sendable {
    /// Never set: UIKit's default, 8 on every side.
    case unset
    /// `layoutMargins` (left and right absolute).
    case absolute
    /// `directionalLayoutMargins` (leading and trailing follow the direction).
    case directional
    /// Chosen by the system and not settable (AppKit's `layoutMarginsGuide`): unknown to the model.
    case system
}

/// What a view holds that Auto Layout reads besides its constraints.
public struct RecordedView: Codable, Sendable, Equatable {
    /// The intrinsic content width, nil for none (`noIntrinsicMetric`).
    public var intrinsicWidth: Double?
    /// The intrinsic content height, nil for none.
    public var intrinsicHeight: Double?
    /// The horizontal content hugging priority.
    public var horizontalHugging: Float
    /// The vertical content hugging priority.
    public var verticalHugging: Float
    /// The horizontal compression resistance priority.
    public var horizontalCompressionResistance: Float
    /// The vertical compression resistance priority.
    public var verticalCompressionResistance: Float
    /// The layout margins with absolute edges, as the framework resolves them in the recorded
    /// direction (directional margins' leading is the right in right to left).
    public var layoutMargins: RecordedInsets
    /// Which property set the margins.
    public var marginsSource: RecordedMarginsSource
    /// Whether the margins are measured from the view's safe area rather than its bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// Whether the framework turns the view's autoresizing mask into constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// The first baseline's offset from the view's top; nil for the bottom (UIView's default).
    public var firstBaselineOffset: Double?
    /// The last baseline's offset from the view's top; nil for the bottom.
    public var lastBaselineOffset: Double?
    /// Whether the view is hidden (`isHidden`).
    public var isHidden: Bool
    /// A stack view's configuration and arranged views; nil for any other view.
    public var stack: RecordedStack?

    /// A view's properties; the defaults are UIView's.
    public init(
        intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil, horizontalHugging: Float = 250,
        verticalHugging: Float = 250, horizontalCompressionResistance: Float = 750,
        verticalCompressionResistance: Float = 750,
        layoutMargins: RecordedInsets = RecordedInsets(top: 8, left: 8, bottom: 8, right: 8),
        marginsSource: RecordedMarginsSource = .unset, insetsLayoutMarginsFromSafeArea: Bool = true,
        translatesAutoresizingMaskIntoConstraints: Bool = true, firstBaselineOffset: Double? = nil,
        lastBaselineOffset: Double? = nil, isHidden: Bool = false, stack: RecordedStack? = nil
    ) {
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
        self.layoutMargins = layoutMargins
        self.marginsSource = marginsSource
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.firstBaselineOffset = firstBaselineOffset
        self.lastBaselineOffset = lastBaselineOffset
        self.isHidden = isHidden
        self.stack = stack
    }
}

/// A spacing between two arranged views: a number of points, or the system's spacing
/// (`UIStackView.spacingUseSystem`).
public enum RecordedSpacing: Codable, Sendable, Equatable {
    /// This many points.
    case points(Double)
    /// The system's spacing between the two views.
    case system
}

/// What a stack view (`UIStackView`) holds: its configuration and its arranged views.
public struct RecordedStack: Codable, Sendable, Equatable {
    /// The stack's axis.
    public enum Axis: String, Codable, Sendable {
        /// A row.
        case horizontal
        /// A column.
        case vertical
    }

    /// `UIStackView.Distribution`'s cases.
    public enum Distribution: String, Codable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`'s cases (`top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: String, Codable, Sendable, CaseIterable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }

    /// A spacing set after one arranged view (`setCustomSpacing(_:after:)`).
    public struct CustomSpacing: Codable, Sendable, Equatable {
        /// The arranged view's item id.
        public var after: Int
        /// The spacing that replaces the stack's after it.
        public var spacing: RecordedSpacing

        /// A custom spacing of the given parts.
        public init(after: Int, spacing: RecordedSpacing) {
            self.after = after
            self.spacing = spacing
        }
    }

    /// The axis.
    public var axis: Axis
    /// The distribution along the axis.
    public var distribution: Distribution
    /// The alignment across the axis.
    public var alignment: Alignment
    /// The spacing between adjacent arranged views.
    public var spacing: RecordedSpacing
    /// `isBaselineRelativeArrangement`.
    public var isBaselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelative: Bool
    /// The arranged views' item ids, in order (only those under the stack).
    public var arranged: [Int]
    /// The custom spacings, in the order of the arranged views.
    public var customSpacings: [CustomSpacing]

    /// A stack of the given parts; the defaults are UIStackView's.
    public init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: RecordedSpacing = .points(0), isBaselineRelative: Bool = false, isLayoutMarginsRelative: Bool = false,
        arranged: [Int] = [], customSpacings: [CustomSpacing] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isBaselineRelative = isBaselineRelative
        self.isLayoutMarginsRelative = isLayoutMarginsRelative
        self.arranged = arranged
        self.customSpacings = customSpacings
    }
}

/// A layout attribute, named as `NSLayoutConstraint.Attribute`'s cases.
public enum RecordedAttribute: String, Codable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
}

/// A relation, named as `NSLayoutConstraint.Relation`'s cases.
public enum RecordedRelation: String, Codable, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// An active constraint `first.firstAttribute RELATION multiplier × second.secondAttribute + constant`.
public struct RecordedConstraint: Codable, Sendable, Equatable {
    /// The first item's id.
    public var firstItem: Int
    /// The first item's attribute.
    public var firstAttribute: RecordedAttribute
    /// The relation.
    public var relation: RecordedRelation
    /// The second item's id; nil for a constant.
    public var secondItem: Int?
    /// The second item's attribute; nil for a constant.
    public var secondAttribute: RecordedAttribute?
    /// The factor of the second item's attribute.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1...1000.
    public var priority: Float
    /// The constraint's identifier, if it has one.
    public var identifier: String?

    /// A constraint of the given parts.
    public init(
        firstItem: Int, firstAttribute: RecordedAttribute, relation: RecordedRelation, secondItem: Int? = nil,
        secondAttribute: RecordedAttribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Float = 1000,
        identifier: String? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }
}
