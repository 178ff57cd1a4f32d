// Traits, transcribed from developer.apple.com/documentation/uikit/uitraitcollection
// (horizontalSizeClass, verticalSizeClass: UIUserInterfaceSizeClass { get };
// userInterfaceIdiom: UIUserInterfaceIdiom { get }; init(horizontalSizeClass:),
// init(verticalSizeClass:), init(userInterfaceIdiom:), init(traitsFrom:)), the class being
// Sendable and not main-actor isolated, and .../uikit/uiuserinterfacesizeclass (unspecified = 0,
// compact = 1, regular = 2), .../uikit/uiuserinterfaceidiom (unspecified = -1, phone, pad, tv,
// carPlay, mac = 5, vision = 6); and preferredContentSizeCategory: UIContentSizeCategory { get },
// init(preferredContentSizeCategory:) from .../uikit/uitraitcollection/preferredcontentsizecategory.

/// A size class, as UIKit's enumeration of the same name.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device, as UIKit's enumeration of the same name.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// An immutable set of traits, as UIKit's class of the same name (size classes and idiom only).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The preferred content size category (Dynamic Type); `.unspecified` unless given.
    public let preferredContentSizeCategory: UIContentSizeCategory

    private init(
        horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
        contentSize: UIContentSizeCategory = .unspecified
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        preferredContentSizeCategory = contentSize
        super.init()
    }

    /// A collection holding only a preferred content size category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, contentSize: preferredContentSizeCategory)
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified) }

    /// A collection holding only a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified)
    }

    /// A collection holding only a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified)
    }

    /// A collection holding only an idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: idiom)
    }

    /// The traits of several collections combined, later ones winning where specified.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var contentSize = UIContentSizeCategory.unspecified
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.preferredContentSizeCategory != .unspecified { contentSize = traits.preferredContentSizeCategory }
        }
        self.init(horizontal: horizontal, vertical: vertical, idiom: idiom, contentSize: contentSize)
    }
}
