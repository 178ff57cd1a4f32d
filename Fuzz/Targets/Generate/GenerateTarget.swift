// Fuzz target: code generation (`layoutc generate`) on arbitrary bytes.
//
// The input is a file; bytes after the first NUL, if any, are `part.layout`, which the first may
// `use`. Invariants:
// - keeping written equations (which turns the checker's fast path off) changes neither the
//   diagnostics nor the IR: the same constraints, views and conditions;
// - generation never crashes; it writes code exactly when there is no error, for both targets
//   and both engines (Auto Layout and frame code); its only errors beyond what `check` reports
//   without a size are G codes, each at a location; frame code holds no NSLayoutConstraint;
// - the same input gives byte-identical code.

import LayoutChecker
import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let split = bytes.firstIndex(of: 0)
    let main = SourceFile(path: "main.layout", bytes: split.map { Array(bytes[..<$0]) } ?? bytes)
    let part = split.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
    let loader = InMemoryIncludeLoader(part.map { ["part.layout": $0] } ?? [:])

    let plain = check(CheckRequest(source: main, loader: loader))
    var writtenRequest = CheckRequest(source: main, loader: loader)
    writtenRequest.keepsWrittenEquations = true
    let written = check(writtenRequest)
    require(
        plain.diagnostics.map(\.code) == written.diagnostics.map(\.code),
        "keeping written equations changed the diagnostics: \(plain.diagnostics.map(\.code)) became \(written.diagnostics.map(\.code))")
    if !plain.hasErrors {
        var stripped = written.ir
        for index in stripped.constraints.indices { stripped.constraints[index].written = nil }
        require(stripped == plain.ir, "keeping written equations changed the IR")
        require(written.ir.constraints.allSatisfy { $0.written != nil }, "a constraint has no written equation")
    }
    // What `check` reports without a size: the front end's findings and the conflicts no canvas
    // could satisfy (the same for every target and engine, so found once).
    let checked = LayoutCompiler.compile(CompileRequest(source: main, loader: loader)).findingsForGeneration()
    // SwiftUI has one engine (its layout is frame code): asking it for Auto Layout generates the
    // same, so that pair is skipped. Determinism is checked for Auto Layout on every target and
    // for frame code once (the three frame-code targets share their plan), which keeps a slow
    // input within the smoke run's time limit under the sanitizers.
    let pairs: [(CodeTarget, CodeEngine)] = [
        (.uikit, .autolayout), (.appkit, .autolayout), (.uikit, .frames), (.appkit, .frames), (.swiftui, .frames),
    ]
    for (target, engine) in pairs {
        let request = GenerateRequest(check: CheckRequest(source: main, loader: loader), target: target, engine: engine)
        let generated = generateCode(request)
        require((generated.text != nil) == !generated.hasErrors, "code written with errors, or none without")
        let beyondCheck = generated.diagnostics.filter { $0.isError && !checked.contains($0) }
        require(
            beyondCheck.allSatisfy { ($0.code.rawValue.hasPrefix("G") || $0.code == .scaledBeyondConstant) && $0.span != nil },
            "errors beyond check's that are not located G codes (or T025): \(beyondCheck.map { "\($0.code) \($0.message)" })")
        if let text = generated.text {
            if engine == .autolayout || target == .uikit {
                require(generateCode(request).text == text, "generating twice gave different code")
            }
            require(engine == .autolayout || !text.contains("NSLayoutConstraint"), "frame code names NSLayoutConstraint")
        }
    }
    return 0
}
