import LayoutImport
import LayoutSource

/// `layoutc import`: writes one `.layout` file per scene of an Interface Builder document.
struct ImportCommand {
    /// What to import and where to write it.
    var options: ImportOptions
    /// Where messages go.
    var console: Console

    /// Runs the command.
    func run() -> ExitStatus {
        guard let file = SourceLoader.loadReporting(options.path, to: console) else { return .failure }
        let result = LayoutImporter.importDocument(ImportRequest(source: file, sceneID: options.sceneID))
        if result.sceneNotFound, let wanted = options.sceneID {
            let listing = result.availableSceneIDs.isEmpty
                ? "the document has no scene" : "its scenes are " + result.availableSceneIDs.map { "'\($0)'" }.joined(separator: ", ")
            let hint = ArgumentParser.suggestion(for: wanted, among: result.availableSceneIDs).map { $0 + "; " } ?? ""
            console.error.write(
                UsageError("'\(file.path)' has no scene whose root view is '\(wanted)'", hint: hint + listing, topic: .import)
                    .rendered(style: console.errorStyle))
            return .failure
        }
        let renderer = HumanDiagnosticRenderer(catalog: SourceCatalog([file]), style: console.errorStyle)
        // Import has no machine format, so the count says only what was left out.
        var text = renderer.render(result.diagnostics, fallbackPath: file.path, listing: nil)
        if let summary = DiagnosticCounts(result.diagnostics).summary { text += summary + "\n" }
        console.error.write(text)
        // A scene with something inexpressible is not written: a half-translated layout would mislead.
        guard !result.diagnostics.containsErrors else { return .findings }

        let directory = options.outputDirectory
        // A missing directory is made, parents too, as other tools' --output does.
        guard result.scenes.isEmpty || OutputDestination.prepareDirectory(directory, console: console) else { return .failure }
        for scene in result.scenes {
            let path = directory.hasSuffix("/") ? directory + scene.fileName : directory + "/" + scene.fileName
            guard OutputDestination.deliver(scene.text, to: path, console: console) else { return .failure }
            console.output.write("wrote \(path) (scene \(scene.rootID), \(scene.views.count) views)\n")
        }
        if let mapPath = options.idMapPath {
            // One object for the document: each view's id to its name; ids are unique in a document.
            var members: [(key: String, value: JSONValue)] = []
            for scene in result.scenes {
                for entry in scene.idMap { members.append((entry.id, .string(entry.name))) }
            }
            let json = JSONValue.object(members).formatted()
            guard OutputDestination.deliver(json, to: mapPath, console: console) else { return .failure }
        }
        return .success
    }
}
