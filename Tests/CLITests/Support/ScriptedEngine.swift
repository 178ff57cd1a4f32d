import LayoutSource
@testable import layoutc

/// An engine whose findings are written in the file itself, so command behaviour (reading,
/// ordering, output, exit status) is tested apart from the compiler's judgement.
///
/// Each line `error MESSAGE`, `warning MESSAGE` or `note MESSAGE` becomes a diagnostic spanning
/// the message; `crash` makes the engine fail; `frame NAME X Y W H` adds a frame for solve.
struct ScriptedEngine: LayoutEngine {
    static let code = DiagnosticCode("X001", title: "scripted finding")

    func check(_ request: EngineCheckRequest) throws(EngineFailure) -> EngineCheckResult {
        let solved = try solve(EngineSolveRequest(file: request.file, size: request.sizes.first, direction: request.direction))
        return EngineCheckResult(diagnostics: solved.diagnostics)
    }

    func solve(_ request: EngineSolveRequest) throws(EngineFailure) -> SolveResult {
        let file = request.file, size = request.size
        var result = SolveResult(frames: [], diagnostics: [])
        for line in 1...file.lineCount {
            let range = file.lineRange(line)
            let words = file.text(in: range).split(separator: " ", maxSplits: 1).map(String.init)
            guard let keyword = words.first else { continue }
            let messageRange = SourceRange(start: range.start + keyword.utf8.count + 1, end: range.end)
            let message = words.count > 1 ? words[1] : ""
            switch keyword {
            case "error": result.diagnostics.append(.error(Self.code, message, at: file.span(messageRange)))
            case "warning": result.diagnostics.append(.warning(Self.code, message, at: file.span(messageRange)))
            case "note": result.diagnostics.append(Diagnostic(.note, Self.code, message, at: file.span(messageRange)))
            case "crash": throw EngineFailure(path: file.path, reason: "scripted crash")
            case "frame":
                let parts = message.split(separator: " ").map(String.init)
                let numbers = parts.dropFirst().compactMap(Double.init)
                if parts.count == 5, numbers.count == 4 {
                    result.frames.append(FrameRow(name: parts[0], x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
                }
            default: break
            }
        }
        if let size {
            result.frames.insert(FrameRow(name: "root", x: 0, y: 0, width: size.width, height: size.height), at: 0)
        }
        if result.diagnostics.containsErrors { result.frames = [] }
        return result
    }
}
