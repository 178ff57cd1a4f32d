import LayoutChecker
import LayoutIR
import LayoutSource

/// The framework generated code is written for.
public enum CodeTarget: String, Hashable, Sendable, CaseIterable {
    /// UIKit (iOS, iPadOS, tvOS, Mac Catalyst): `UIView`, `UILayoutGuide`, `UILayoutPriority`.
    case uikit
    /// AppKit (macOS): `NSView`, `NSLayoutGuide`, `NSLayoutConstraint.Priority`.
    case appkit
}

/// What to generate: a file to check, and the framework to write for.
public struct GenerateRequest: Sendable {
    /// The file, its direction (irrelevant to the code, which UIKit flips itself) and include loader.
    public var check: CheckRequest
    /// The framework.
    public var target: CodeTarget

    /// Creates a request.
    public init(check: CheckRequest, target: CodeTarget) {
        self.check = check
        self.target = target
    }
}

/// Generated Swift source, or the diagnostics that prevented it.
public struct GeneratedCode: Sendable {
    /// The Swift source; `nil` when the file has errors or a constraint cannot be expressed.
    public var text: String?
    /// The generated type's name (`FeedCardLayout` for `feed-card.layout`).
    public var typeName: String
    /// Every diagnostic of checking and generating, sorted for output.
    public var diagnostics: [Diagnostic]
    /// Every file read: the checked file first, then the files it uses.
    public var sources: [SourceFile]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// Checks the request's file and writes the Swift code that installs its constraints
/// (grammar.md, "Code generation").
public func generateCode(_ request: GenerateRequest) -> GeneratedCode {
    var checkRequest = request.check
    checkRequest.keepsWrittenEquations = true
    // The code is the same in both directions (Auto Layout flips leading and trailing itself);
    // checking left to right gives the diagnostics of `check`'s default.
    checkRequest.direction = .leftToRight
    let checked = check(checkRequest)
    let typeName = SwiftNames.typeName(forFile: request.check.source.path)
    guard !checked.hasErrors else {
        return GeneratedCode(text: nil, typeName: typeName, diagnostics: checked.diagnostics, sources: checked.sources)
    }
    var generator = SwiftGenerator(checked: checked, target: request.target, typeName: typeName)
    let text = generator.generate()
    let diagnostics = (checked.diagnostics + generator.diagnostics).sortedForOutput()
    return GeneratedCode(
        text: diagnostics.containsErrors ? nil : text, typeName: typeName, diagnostics: diagnostics,
        sources: checked.sources)
}
