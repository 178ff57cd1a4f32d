// expect-error: no exact matches in call to instance method 'constraint'
import UIKit
@MainActor func positionMultiplier(view: UIView, x: UIView) {
    _ = view.leftAnchor.constraint(equalTo: x.leftAnchor, multiplier: 2)
}
