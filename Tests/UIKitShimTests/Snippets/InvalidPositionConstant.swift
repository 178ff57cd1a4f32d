// expect-error: no exact matches in call to instance method 'constraint'
import UIKit
@MainActor func positionConstant(view: UIView) { _ = view.leftAnchor.constraint(equalToConstant: 20) }
