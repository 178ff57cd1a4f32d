import Foundation
import LayoutTestSupport
import XCTest

/// The one detector of CI for the whole suite: a missing prerequisite skips a test on a
/// developer's machine and fails it under CI, so a proof cannot vanish as "skipped".
final class PrerequisiteTests: XCTestCase {
    func testMissingPrerequisiteSkipsLocallyAndFailsUnderCI() {
        let saved = ProcessInfo.processInfo.environment["CI"]
        defer {
            if let saved { setenv("CI", saved, 1) } else { unsetenv("CI") }
        }
        setenv("CI", "true", 1)
        XCTAssertTrue(SharedMaterial.isContinuousIntegration)
        XCTAssertTrue(SharedMaterial.prerequisiteMissing("x") is SharedMaterial.MissingPrerequisite)
        XCTAssertFalse(SharedMaterial.prerequisiteMissing("x") is XCTSkip)
        for off in ["", "0", "false", "FALSE"] {
            setenv("CI", off, 1)
            XCTAssertFalse(SharedMaterial.isContinuousIntegration, off)
            XCTAssertTrue(SharedMaterial.prerequisiteMissing("x") is XCTSkip, off)
        }
        unsetenv("CI")
        XCTAssertTrue(SharedMaterial.prerequisiteMissing("x") is XCTSkip)
    }
}
