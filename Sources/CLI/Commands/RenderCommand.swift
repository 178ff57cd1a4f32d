import Foundation
import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutRender
import LayoutSource

/// `layoutc render`: draws one file's frames as an SVG, or a page of them at several sizes and variants.
struct RenderCommand {
    /// What to draw and where.
    var options: RenderOptions
    /// Where output goes.
    var console: Console

    /// One picture to draw: a size and a variant, with its caption.
    private struct Panel: Sendable {
        var size: SizeArgument?
        var idiom: DeviceIdiom
        var flags: [String]
        var caption: String
        /// The device drawn, whose environment (safe area, idiom) replaces the options'.
        var device: DeviceConfiguration?
    }

    /// Runs the command.
    func run() -> ExitStatus {
        guard let file = SourceLoader.loadReporting(options.path, to: console) else { return .failure }
        let options = self.options
        let direction = options.direction.layoutDirection
        // On a worker thread for its large stack, as solve does.
        let rendered = ParallelMap.map([file]) { file -> (panels: [RenderPanel], layouts: [RenderedLayout], refusal: UsageError?) in
            var check = CheckRequest(source: file, direction: direction, loader: FileSystemIncludeLoader())
            check.constantOverrides = options.variant.constantOverrides
            check.contentSize = options.variant.contentSize
            check.keyboardHeight = options.variant.keyboardHeight
            if !options.variant.constants.isEmpty,
                let refusal = options.variant.constants.usageError(
                    declared: LayoutCompiler.compile(check).ir.constants, path: file.path, topic: .render)
            {
                return ([], [], refusal)
            }
            let panels = Self.panels(for: options, check: check)
            var pictures: [RenderPanel] = []
            var layouts: [RenderedLayout] = []
            for panel in panels {
                let environment = panel.device?.environment(flags: Set(panel.flags)) ?? LayoutEnvironment(
                    size: panel.size?.canvasSize, idiom: panel.idiom, flags: Set(panel.flags),
                    safeAreaInsets: options.safeArea.insets)
                let layout = LayoutRenderer.render(
                    RenderRequest(check: check, environment: environment, drawsConstraints: options.drawsConstraints))
                layouts.append(layout)
                pictures.append(RenderPanel(
                    caption: panel.caption, svg: layout.svg, hasConflict: !layout.scene.conflicts.isEmpty))
            }
            return (pictures, layouts, nil)
        }.first ?? ([], [], nil)
        if let refusal = rendered.refusal {
            console.error.write(refusal.rendered(style: console.errorStyle))
            return .failure
        }

        // Diagnostics once each, though several panels may find the same.
        var seen: Set<Diagnostic> = []
        var diagnostics: [Diagnostic] = []
        for layout in rendered.layouts {
            for diagnostic in layout.diagnostics where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        let sources = rendered.layouts.first?.sources ?? [file]
        let catalog = SourceCatalog(sources, indexingFilesOf: diagnostics)
        let renderer = HumanDiagnosticRenderer(catalog: catalog, style: console.errorStyle)
        var text = renderer.render(
            diagnostics, fallbackPath: file.path, listing: "'layoutc check --format json' lists every one")
        if let summary = DiagnosticCounts(diagnostics).summary { text += summary + "\n" }
        console.error.write(text)

        guard !rendered.layouts.isEmpty, rendered.layouts.allSatisfy(\.isDrawable) else { return .findings }
        let output: String
        switch options.format {
        case .svg:
            output = rendered.panels.first?.svg ?? ""
        case .html:
            output = HTMLWriter.html(title: "layoutc render \(file.path)", panels: rendered.panels)
        }
        guard OutputDestination.deliver(output, to: options.outputPath, console: console) else { return .failure }
        return diagnostics.containsErrors ? .findings : .success
    }

    /// Every size × variant to draw, each captioned.
    private static func panels(for options: RenderOptions, check: CheckRequest) -> [Panel] {
        let sizes: [SizeArgument?] = options.sizes.isEmpty && options.devices.isEmpty ? [nil] : options.sizes
        var variants: [(idiom: DeviceIdiom, flags: [String], label: String)] = []
        if options.allVariants {
            // The variants `check` examines, named as its findings name them.
            let layout = LayoutCompiler.compile(check)
            let plan = layout.variantPlan(for: options.variant.selection)
            variants = plan.variants.map { ($0.idiom, $0.flags, plan.label(of: $0)) }
        }
        if variants.isEmpty {
            let idiom = options.variant.idiom?.deviceIdiom ?? .phone
            let flags = options.variant.flags ?? []
            var parts: [String] = []
            if !flags.isEmpty { parts.append("with " + flags.joined(separator: ", ")) }
            if idiom != .phone { parts.append("on " + idiom.rawValue) }
            variants = [(idiom, flags, parts.joined(separator: " "))]
        }
        var panels: [Panel] = []
        for size in sizes {
            for variant in variants {
                var caption = size.map { "\(NumberFormatting.json($0.width)) \u{00D7} \(NumberFormatting.json($0.height))" }
                    ?? "sized by the file"
                if !variant.label.isEmpty { caption += " \u{00B7} " + variant.label }
                if options.direction == .rtl { caption += " \u{00B7} right to left" }
                panels.append(Panel(size: size, idiom: variant.idiom, flags: variant.flags, caption: caption))
            }
        }
        // Each device in its own idiom: of the variants, those of that idiom (or the first flags' alone).
        for device in options.devices {
            let own = variants.filter { $0.idiom == device.preset.idiom }
            let size = device.size
            for variant in own.isEmpty ? [(device.preset.idiom, variants.first?.flags ?? [], "")] : own {
                var caption = "\(device) \u{00B7} \(NumberFormatting.json(size.width)) \u{00D7} \(NumberFormatting.json(size.height))"
                let label = variant.2.replacingOccurrences(of: " on " + device.preset.idiom.rawValue, with: "")
                if !label.isEmpty, !label.hasPrefix("on ") { caption += " \u{00B7} " + label }
                if options.direction == .rtl { caption += " \u{00B7} right to left" }
                panels.append(Panel(
                    size: SizeArgument(width: size.width, height: size.height), idiom: device.preset.idiom,
                    flags: variant.1, caption: caption, device: device))
            }
        }
        return panels
    }
}
