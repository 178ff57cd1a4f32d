// UIKitShim: NOT UIKit. A test-support stand-in for the part of UIKit that Auto Layout code uses,
// so that code written for UIKit (what `layoutc generate --target uikit` will emit) can be
// type-checked and run on Linux, where UIKit does not exist.
//
// What it promises, and nothing more:
// - Signatures: every public declaration a UIKit client can reach has the label, type and
//   isolation (`@MainActor`) of the current iOS SDK's Swift interface, so code that calls a
//   method UIKit lacks, or calls one with the wrong labels or types, fails to compile here too.
//   Each file names the documentation pages its signatures were transcribed from.
// - Enforcement: what UIKit refuses at run time (it raises an Objective-C exception) is recorded
//   as a `ShimViolation` instead of crashing, so a test can assert that none happened.
// - Recording: every constraint created, activated and deactivated, in order (`ShimRecorder`).
//
// It does not lay anything out: no engine, no frames. The recording API is `@_spi(Recording)`,
// so code imported plainly (as generated code imports UIKit) cannot reach it.
//
// Generated code says `import UIKit`; compile it against this module with
// `-module-alias UIKit=UIKitShim` (see Tests/UIKitShimTests/TypeCheckTests.swift).

@_exported import Foundation
