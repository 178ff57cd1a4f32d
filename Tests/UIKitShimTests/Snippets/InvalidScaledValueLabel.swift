// expect-error: missing argument label 'for:' in call
import UIKit
func scaled() -> CGFloat { UIFontMetrics(forTextStyle: .body).scaledValue(12) }
