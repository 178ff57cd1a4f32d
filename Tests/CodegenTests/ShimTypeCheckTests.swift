import Foundation
import LayoutCodegen
import XCTest

/// The generated code of every example type-checks against the UIKit shim (UIKit's signatures
/// with `@MainActor`, imported as UIKit) in Swift 6 mode, with a caller that uses it as an app would.
final class ShimTypeCheckTests: XCTestCase {
    func testEveryExampleTypeChecksAgainstTheUIKitShim() throws {
        let modules = try CodegenFixtures.modulesDirectory(containing: "UIKitShim")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for example in try CodegenFixtures.examples() + CodegenFixtures.stackAndScrollLayouts() {
            let generated = try CodegenFixtures.generate(file: example, target: .uikit)
            let text = try XCTUnwrap(generated.text, example.lastPathComponent)
            let file = directory.appendingPathComponent(generated.typeName + ".swift")
            try Data(text.utf8).write(to: file)
            files.append(file)
        }
        let result = try CodegenFixtures.swiftc(
            ["-typecheck", "-swift-version", "6", "-module-alias", "UIKit=UIKitShim", "-I", modules.path] + files.map(\.path))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("error:"), result.output)
    }

    func testEveryExampleTypeChecksAgainstTheAppKitShim() throws {
        let modules = try CodegenFixtures.modulesDirectory(containing: "AppKitShim")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for example in try CodegenFixtures.examples() {
            let generated = try CodegenFixtures.generate(file: example, target: .appkit)
            // An example with a stack or scroll view is refused on AppKit (G010, G011).
            if CodegenFixtures.refusedForAppKitOnly(generated) { continue }
            let file = directory.appendingPathComponent(generated.typeName + ".swift")
            try Data(try XCTUnwrap(generated.text, example.lastPathComponent).utf8).write(to: file)
            files.append(file)
        }
        let result = try CodegenFixtures.swiftc(
            ["-typecheck", "-swift-version", "6", "-module-alias", "AppKit=AppKitShim", "-I", modules.path] + files.map(\.path))
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testNamesSwiftReservesStillCompile() throws {
        let modules = try CodegenFixtures.modulesDirectory(containing: "UIKitShim")
        let source = """
            view default, self, init, Type, Self, constraints, activate, KeywordsLayout, add, protocol
            guide environment
            default.left = 0; default.top = 0; default.size = 10
            self.left = default.right; self.top = 0; self.size = init.size
            init.left = Type.left; init.top = Self.top; init.size = 5
            Type.left = 1; Type.top = 2; Type.size = 3
            Self.left = 1; Self.top = 2; Self.size = 3
            constraints.edges = activate.edges
            activate.left = 0; activate.top = 0; activate.size = 8
            KeywordsLayout.edges = add.edges
            add.edges = protocol.edges
            protocol.left = 0; protocol.top = 0; protocol.size = 40
            environment.left = 0; environment.top = 0; environment.size = 1
            [Self] add.width >= 0
            [NSLayoutConstraint] add.height >= 0 @700
            guide UILayoutGuide
            UILayoutGuide.edges = protocol.margins
            view UILayoutPriority, UIEdgeInsets
            UILayoutPriority.edges = UIEdgeInsets.margins
            UIEdgeInsets.left = 0; UIEdgeInsets.top = 0; UIEdgeInsets.size = 50 // a comment\rwith a lone carriage return
            """
        let generated = CodegenFixtures.generate(source, path: "keywords.layout")
        let code = try XCTUnwrap(generated.text, "\(generated.diagnostics.map(\.message))")
        XCTAssertEqual(generated.typeName, "KeywordsLayout")
        let caller = """
            import UIKit
            @MainActor func use() {
                let views = (0..<12).map { _ in UIView() }
                let layout = KeywordsLayout(
                    root: UIView(), default: views[0], self: views[1], init: views[2], Type: views[3], Self: views[4],
                    constraints: views[5], activate: views[6], KeywordsLayout: views[7], add: views[8], protocol: views[9],
                    UILayoutPriority: views[10], UIEdgeInsets: views[11])
                layout.activate()
                _ = layout.environment
                _ = layout.SelfConstraint  // `Self` cannot be a member: the suffix says what it is
            }
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [directory.appendingPathComponent("Keywords.swift"), directory.appendingPathComponent("Caller.swift")]
        try Data(code.utf8).write(to: files[0])
        try Data(caller.utf8).write(to: files[1])
        let result = try CodegenFixtures.swiftc(
            ["-typecheck", "-swift-version", "6", "-module-alias", "UIKit=UIKitShim", "-I", modules.path] + files.map(\.path))
        XCTAssertEqual(result.status, 0, result.output + "\n" + code)
    }
}

/// On a Mac, the same generated code type-checks against the real SDKs: UIKit through the iOS
/// simulator SDK, AppKit through the macOS SDK. There is no UIKit or AppKit on Linux, where the
/// shim stands in (the tests above), so there this test is skipped.
final class RealSDKTypeCheckTests: XCTestCase {
    func testEveryExampleTypeChecksAgainstTheRealSDKs() throws {
        #if os(macOS)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (target, sdk, triple) in [
            (CodeTarget.uikit, "iphonesimulator", "arm64-apple-ios17.0-simulator"),
            (.appkit, "macosx", "arm64-apple-macos14.0"),
        ] {
            var files: [String] = []
            for example in try CodegenFixtures.examples() + CodegenFixtures.stackAndScrollLayouts() {
                let generated = try CodegenFixtures.generate(file: example, target: target)
                // Stacks and scroll views are UIKit's only (G010, G011 on AppKit).
                if target == .appkit && CodegenFixtures.refusedForAppKitOnly(generated) { continue }
                let file = directory.appendingPathComponent("\(target.rawValue)-\(generated.typeName).swift")
                try Data(try XCTUnwrap(generated.text).utf8).write(to: file)
                files.append(file.path)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["--sdk", sdk, "swiftc", "-typecheck", "-swift-version", "6", "-target", triple] + files
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(target): \(output)")
        }
        #else
        throw XCTSkip("UIKit and AppKit exist only on Apple platforms; the shim stands in on Linux")
        #endif
    }
}
