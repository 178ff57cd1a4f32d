// expect-error: cannot convert value of type 'NSLayoutAnchor<NSLayoutYAxisAnchor>'
import UIKit
@MainActor func mixedAxes(view: UIView) { _ = view.leftAnchor.constraint(equalTo: view.topAnchor) }
