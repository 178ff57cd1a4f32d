// expect-error: argument label
import UIKit
func edgeInsetsLabels() { _ = UIEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
