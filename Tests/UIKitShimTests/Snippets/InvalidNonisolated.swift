// expect-error: main actor-isolated
import UIKit
func offMainActor(view: UIView) { _ = view.widthAnchor }
