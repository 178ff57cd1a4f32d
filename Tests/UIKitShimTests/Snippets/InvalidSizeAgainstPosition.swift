// expect-error: cannot convert value of type 'NSLayoutAnchor<NSLayoutXAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutDimension>'
import UIKit
@MainActor func sizeAgainstPosition(view: UIView) { _ = view.widthAnchor.constraint(equalTo: view.leftAnchor) }
