// expect-error: incorrect argument label in call
import UIKit

@MainActor func configure(stack: UIStackView, view: UIView) {
    stack.setCustomSpacing(8, afterView: view)
}
