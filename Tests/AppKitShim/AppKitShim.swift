// AppKitShim: NOT AppKit. The AppKit twin of UIKitShim: the part of AppKit that Auto Layout code
// uses, so that code written for AppKit (what `layoutc generate --target appkit` emits) can be
// type-checked and run on Linux. Same promises as UIKitShim (see its UIKitShim.swift):
// signatures with the labels, types and `@MainActor` of the macOS SDK, each file naming the
// documentation pages it was transcribed from; what AppKit refuses at run time recorded as a
// `ShimViolation` (the rules are ShimCore's, shared with UIKitShim); every constraint recorded
// (`@_spi(Recording) ShimRecorder`).
//
// AppKit differs from UIKit where generated code must differ too: priorities are
// `NSLayoutConstraint.Priority` (window-drag names, `fittingSizeCompression`), hugging and
// compression take an `NSLayoutConstraint.Orientation`, there are no margin attributes and no
// settable layout margins (NSView's `layoutMarginsGuide`, macOS 11, is the system's spacing:
// generated code makes its own NSLayoutGuide for margins), a guide's identifier is an
// `NSUserInterfaceItemIdentifier`, and a view's direction is its settable
// `userInterfaceLayoutDirection`.
//
// Generated code says `import AppKit`; compile it against this module with
// `-module-alias AppKit=AppKitShim`. NSEdgeInsets, NSRect and NSSize come from Foundation.

@_exported import Foundation
