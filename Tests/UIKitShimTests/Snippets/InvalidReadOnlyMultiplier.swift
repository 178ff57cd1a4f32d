// expect-error: cannot assign to property: 'multiplier'
import UIKit
@MainActor func readOnlyMultiplier(constraint: NSLayoutConstraint) { constraint.multiplier = 2 }
