import Foundation
import XCTest
@testable import layoutc

/// A test that runs layoutc's commands in a temporary working directory of its own, as from a
/// shell: paths are read as given, relative to it. Subclasses write their files with `directory`.
class CommandTestCase: XCTestCase {
    /// The working directory, fresh for each test.
    var directory: TemporaryDirectory!
    private var previousDirectory = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        previousDirectory = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory.url.path)
    }

    override func tearDown() {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        directory.remove()
        super.tearDown()
    }

    /// Runs layoutc with `arguments`; its exit status and what it wrote to each stream.
    func run(
        _ arguments: [String], engine: any LayoutEngine = CompilerEngine(), isColorDisabled: Bool = true
    ) -> (status: ExitStatus, out: String, err: String) {
        let out = StringSink(), err = StringSink()
        let status = LayoutcCommand.run(
            arguments: arguments, console: Console(output: out, error: err, isColorDisabled: isColorDisabled), engine: engine)
        return (status, out.text, err.text)
    }
}
