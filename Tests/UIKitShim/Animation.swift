// Layout passes, animation and trait observation, transcribed from
// developer.apple.com/documentation/uikit/uiview/layoutifneeded() (`func layoutIfNeeded()`),
// .../uikit/uiview/animate(withduration:animations:) (`class func animate(withDuration duration:
// TimeInterval, animations: @escaping () -> Void)`), .../uikit/uitraitenvironment (`@MainActor
// protocol UITraitEnvironment`, `var traitCollection: UITraitCollection { get }`),
// .../uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) (iOS 17:
// `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits:
// [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any
// UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment`),
// .../traitchangehandler (`(TraitEnvironment, UITraitCollection) -> Void`), .../uikit/uitrait
// (`typealias UITrait = any UITraitDefinition.Type`) and the trait types UITraitHorizontalSizeClass,
// UITraitVerticalSizeClass, UITraitUserInterfaceIdiom and UITraitPreferredContentSizeCategory
// (iOS 17, each a `UITraitDefinition`).
//
// Recording (`@_spi(Recording)`, not UIKit): each call is recorded (`ShimRecorder.calls`); an
// animation runs its block at once (the shim has no clock); `shimChangeTraits(to:)` stands in
// for the system changing a view's traits and calls the handlers registered for a changed trait.

/// A trait environment, as UIKit's protocol of the same name (its trait collection only).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
}

/// A trait a trait collection holds, as UIKit's protocol of the same name (iOS 17); its requirements
/// (`Value`, `defaultValue`, `name`, `identifier`) are left out: generated code only names trait types.
public protocol UITraitDefinition {}

/// A trait type, as UIKit's alias of the same name (iOS 17).
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait (iOS 17).
@available(iOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait (iOS 17).
@available(iOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition {}
/// The user interface idiom trait (iOS 17).
@available(iOS 17.0, *)
public struct UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The preferred content size category trait (iOS 17).
@available(iOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// A token for one trait registration, as UIKit's protocol of the same name (iOS 17).
public protocol UITraitChangeRegistration {}

/// An object whose trait changes can be observed, as UIKit's protocol of the same name (iOS 17).
@MainActor
public protocol UITraitChangeObservable {
    /// What runs when an observed trait changes: the object and its traits before the change.
    typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

/// The shim's registration: the traits and the handler, as the view keeps them.
struct ShimTraitRegistration: UITraitChangeRegistration {
    let traits: [ObjectIdentifier]
    let handler: @MainActor (UIView, UITraitCollection) -> Void
}

extension UIView: UITraitEnvironment {}

extension UIView: UITraitChangeObservable {
    /// Registers `handler` to run when one of `traits` changes (iOS 17).
    @available(iOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let names = traits.map { String(describing: $0) }.joined(separator: ", ")
        ShimRecorder.shared.recordCall("registerForTraitChanges [\(names)] on \(shimLabel)")
        let registration = ShimTraitRegistration(traits: traits.map { ObjectIdentifier($0) }) { view, previous in
            guard let environment = view as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        shimTraitRegistrations.append(registration)
        return registration
    }

    /// Gives the view new traits, as the system does, and runs the handlers registered for a
    /// trait that changed (only the traits the shim holds are compared).
    @_spi(Recording) public func shimChangeTraits(to traits: UITraitCollection) {
        let previous = shimTraitCollection
        shimTraitCollection = traits
        var changed: [ObjectIdentifier] = []
        if #available(iOS 17.0, *) {
            if previous.horizontalSizeClass != traits.horizontalSizeClass { changed.append(ObjectIdentifier(UITraitHorizontalSizeClass.self)) }
            if previous.verticalSizeClass != traits.verticalSizeClass { changed.append(ObjectIdentifier(UITraitVerticalSizeClass.self)) }
            if previous.userInterfaceIdiom != traits.userInterfaceIdiom { changed.append(ObjectIdentifier(UITraitUserInterfaceIdiom.self)) }
            if previous.preferredContentSizeCategory != traits.preferredContentSizeCategory {
                changed.append(ObjectIdentifier(UITraitPreferredContentSizeCategory.self))
            }
        }
        for registration in shimTraitRegistrations where registration.traits.contains(where: changed.contains) {
            registration.handler(self, previous)
        }
    }
}
