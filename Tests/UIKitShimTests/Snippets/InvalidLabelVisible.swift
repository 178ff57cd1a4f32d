// expect-error: 'shimLabel' is inaccessible due to '@_spi' protection level
import UIKit
@MainActor func labelVisible(view: UIView) { view.shimLabel = "a" }
