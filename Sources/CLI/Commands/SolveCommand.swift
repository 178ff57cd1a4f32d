import LayoutSource

/// `layoutc solve`: lays out one file and prints its frames.
struct SolveCommand {
    /// What to solve and how to print it.
    var options: SolveOptions
    /// The compiler.
    var engine: any LayoutEngine
    /// Where output goes.
    var console: Console

    /// Runs the command.
    func run() -> ExitStatus {
        guard let file = SourceLoader.loadReporting(options.path, to: console) else { return .failure }
        let request = EngineSolveRequest(
            file: file, size: options.size, canvas: options.canvas, direction: options.direction, variant: options.variant,
            safeArea: options.safeArea)
        let engine = self.engine
        // On a worker thread for its large stack, as check does: the main thread's is smaller.
        let outcome = ParallelMap.map([request]) { request -> Result<SolveResult, EngineFailure> in
            do throws(EngineFailure) {
                return .success(try engine.solve(request))
            } catch {
                return .failure(error)
            }
        }.first ?? .failure(EngineFailure(path: file.path, reason: "the solver returned nothing"))

        let result: SolveResult
        switch outcome {
        case .failure(let error):
            console.error.write(error.rendered(style: console.errorStyle))
            return .failure
        case .success(let solved):
            result = solved
        }
        if let refusal = result.usageError {
            console.error.write(refusal.rendered(style: console.errorStyle))
            return .failure
        }
        // Frames at a size the solver made up are no answer: ask for a canvas, as for a usage error.
        if result.needsCanvas {
            console.error.write(UsageError(
                "'\(file.path)' does not size root, and no canvas was given",
                hint: "give one with '--size WxH', '--size WIDTHx' (the height fitted) or '--device NAME' "
                    + "('layoutc devices' lists them), declare one in the file (canvas \"iPhoneSE3\"), "
                    + "or constrain root's width and height in the file",
                topic: .solve).rendered(style: console.errorStyle))
            return .failure
        }
        // Say which of the file's canvases was taken, on standard error, away from the frames
        // (a finding names only the size, not the device).
        if let declared = result.declaredCanvas {
            let what = result.frames.isEmpty ? "not laid out at" : "solved at"
            console.error.write(ToolMessage.note("\(what) \(declared), the file's first canvas", style: console.errorStyle))
        }
        // No NaN ever: a non-finite frame is the solver's fault, not the input's.
        let contentRows = (result.contentSizes ?? []).map { FrameRow(name: $0.name + ".content", x: 0, y: 0, width: $0.width, height: $0.height) }
        if let broken = (result.frames + result.guides + contentRows).first(where: { ![$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }) {
            let failure = EngineFailure(path: file.path, reason: "the frame of '\(broken.name)' is not finite")
            console.error.write(failure.rendered(style: console.errorStyle))
            return .failure
        }

        let catalog = SourceCatalog([file] + result.included.files, indexingFilesOf: result.diagnostics)
        switch options.format {
        case .table:
            if !result.frames.isEmpty { console.output.write(FrameTableRenderer.render(result.frames, guides: result.guides, contentSizes: result.contentSizes ?? [])) }
            let renderer = HumanDiagnosticRenderer(catalog: catalog, style: console.errorStyle)
            var text = renderer.render(
                result.diagnostics, fallbackPath: file.path, listing: CappedFindings.jsonListing)
            if let summary = DiagnosticCounts(result.diagnostics).summary { text += summary + "\n" }
            console.error.write(text)
        case .json:
            console.output.write(FrameJSONRenderer(catalog: catalog).document(for: result, path: file.path).formatted())
        }
        return result.diagnostics.containsErrors ? .findings : .success
    }
}
