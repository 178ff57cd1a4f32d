// Layout anchors, compiled into both UIKitShim and AppKitShim (each folder links this file): the
// four classes are declared alike in both SDKs, but each module needs its own, since they make
// that module's NSLayoutConstraint. Transcribed from developer.apple.com/documentation/uikit/
// nslayoutanchor and .../appkit/nslayoutanchor (constraint(equalTo:), (greaterThanOrEqualTo:),
// (lessThanOrEqualTo:), each with and without `constant c: CGFloat`, the argument
// `NSLayoutAnchor<AnchorType>`), .../uikit/nslayoutdimension and .../appkit/nslayoutdimension
// (`@MainActor class`; constraint(equalToConstant c:), (greaterThanOrEqualToConstant c:),
// (lessThanOrEqualToConstant c:); constraint(equalTo anchor: NSLayoutDimension, multiplier m:)
// and the same with `constant c:`, for all three relations), .../nslayoutxaxisanchor and
// .../nslayoutyaxisanchor in both (`@MainActor class`; constraint(equalToSystemSpacingAfter:
// multiplier:) and (...Below:multiplier:) for the three relations; macOS 11 in AppKit).
//
// As in the SDKs, each concrete anchor class specializes NSLayoutAnchor with itself, so an x-axis
// anchor accepts only x-axis anchors and a multiplier exists only on dimensions: both mistakes
// are compile errors. What the generics cannot see (leading against left) is checked when the
// constraint is made.

/// A factory for constraints between attributes of one kind, as the SDK's class of the same name.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0, systemSpacing: CGFloat? = nil
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            shimFirst: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, multiplier: multiplier,
            constant: constant, systemSpacing: systemSpacing)
    }

    /// `self = anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// `self = anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: c) }
}

/// The system spacing between sibling views the shim assumes (UIKit's and AppKit's standard spacing, 8 points).
let shimSystemSpacing: CGFloat = 8

/// A horizontal position anchor, as the SDK's class of the same name.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier * system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, constant: multiplier * shimSystemSpacing, systemSpacing: multiplier) }
    /// `self >= anchor + multiplier * system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: multiplier * shimSystemSpacing, systemSpacing: multiplier) }
    /// `self <= anchor + multiplier * system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: multiplier * shimSystemSpacing, systemSpacing: multiplier) }
}

/// A vertical position anchor, as the SDK's class of the same name.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier * system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, constant: multiplier * shimSystemSpacing, systemSpacing: multiplier) }
    /// `self >= anchor + multiplier * system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: multiplier * shimSystemSpacing, systemSpacing: multiplier) }
    /// `self <= anchor + multiplier * system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: multiplier * shimSystemSpacing, systemSpacing: multiplier) }
}

/// A size anchor, as the SDK's class of the same name: the only anchor with a multiplier and with
/// constraints against a bare constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self = m * anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// `self >= m * anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// `self <= m * anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// `self = m * anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, multiplier: m, constant: c) }
    /// `self >= m * anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    /// `self <= m * anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}
