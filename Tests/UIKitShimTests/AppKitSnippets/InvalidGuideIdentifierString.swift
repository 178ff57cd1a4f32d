// expect-error: cannot assign value of type 'String' to type 'NSUserInterfaceItemIdentifier'
import AppKit
@MainActor func guideIdentifierString(g: NSLayoutGuide) { g.identifier = "gap" }
