// expect-error: cannot find type 'RecordedLayout' in scope
import UIKit
@MainActor func snapshotVisible(layout: RecordedLayout) {}
