import LayoutCodegen
import LayoutCompiler
import LayoutIR
import LayoutSource

/// Turns `layoutc`'s arguments (without the program name) into an `Invocation`.
///
/// Grammar: `layoutc COMMAND [OPTION | FILE]...`, options as `--name value` or `--name=value`,
/// `--size` repeatable for `check`, and `--` ending options so files may start with a dash.
enum ArgumentParser {
    /// One option a command accepts.
    private struct OptionSpec {
        var name: String
        var takesValue: Bool
    }

    private static let solveOptions = [
        OptionSpec(name: "--size", takesValue: true), OptionSpec(name: "--format", takesValue: true),
        OptionSpec(name: "--direction", takesValue: true), OptionSpec(name: "--safe-area", takesValue: true),
        OptionSpec(name: "--idiom", takesValue: true), OptionSpec(name: "--set", takesValue: true),
        OptionSpec(name: "--device", takesValue: true), OptionSpec(name: "--let", takesValue: true),
        OptionSpec(name: "--content-size", takesValue: true), OptionSpec(name: "--keyboard", takesValue: true),
    ]
    private static let checkOptions = solveOptions + [
        OptionSpec(name: "--strict", takesValue: false), OptionSpec(name: "--mirror", takesValue: false),
        OptionSpec(name: "--devices", takesValue: true),
    ]
    private static let generateOptions = [
        OptionSpec(name: "--target", takesValue: true), OptionSpec(name: "--output", takesValue: true),
        OptionSpec(name: "--format", takesValue: true), OptionSpec(name: "--let", takesValue: true),
        OptionSpec(name: "--engine", takesValue: true),
    ]
    private static let renderOptions = solveOptions + [
        OptionSpec(name: "--output", takesValue: true), OptionSpec(name: "--all-variants", takesValue: false),
        OptionSpec(name: "--constraints", takesValue: false), OptionSpec(name: "--devices", takesValue: true),
    ]
    private static let previewOptions = [
        OptionSpec(name: "--output", takesValue: true), OptionSpec(name: "--watch", takesValue: false),
        OptionSpec(name: "--format", takesValue: true), OptionSpec(name: "--let", takesValue: true),
    ]
    private static let depsOptions = [
        OptionSpec(name: "--format", takesValue: true), OptionSpec(name: "--make-target", takesValue: true),
        OptionSpec(name: "--output", takesValue: true),
    ]
    private static let formatOptions = [
        OptionSpec(name: "--check", takesValue: false), OptionSpec(name: "--in-place", takesValue: false),
    ]
    private static let importOptions = [
        OptionSpec(name: "--scene", takesValue: true), OptionSpec(name: "--output", takesValue: true),
        OptionSpec(name: "--id-map", takesValue: true),
    ]
    private static let commands = ["solve", "check", "generate", "render", "preview", "deps", "devices", "format", "import", "lsp", "help"]
    /// `--stdio` is what editors' clients pass by habit; stdio is the only transport.
    private static let lspOptions = [OptionSpec(name: "--stdio", takesValue: false)]

    /// Parses `arguments`, or throws a usage error that names the problem and a way out.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else {
            throw UsageError(
                "missing command", hint: "use 'layoutc solve FILE' or 'layoutc check FILE...'", topic: .general)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return .help(.general)
        case "--version":
            return .version
        case "help":
            guard let topicName = rest.first else { return .help(.general) }
            guard let topic = HelpTopic(rawValue: topicName), topic != .general, rest.count == 1 else {
                throw UsageError(
                    "unknown help topic '\(rest.joined(separator: " "))'",
                    hint: "use 'layoutc help solve', 'layoutc help check', 'layoutc help generate', 'layoutc help render', 'layoutc help preview', 'layoutc help deps', 'layoutc help devices', 'layoutc help format', 'layoutc help import' or 'layoutc help lsp'", topic: .general)
            }
            return .help(topic)
        case "solve":
            return try parseSolve(rest)
        case "check":
            return try parseCheck(rest)
        case "generate":
            return try parseGenerate(rest)
        case "render":
            return try parseRender(rest)
        case "preview":
            return try parsePreview(rest)
        case "deps":
            return try parseDeps(rest)
        case "devices":
            let parsed = try scan(rest, accepting: [], topic: .devices)
            if parsed.wantsHelp { return .help(.devices) }
            guard parsed.files.isEmpty else {
                throw UsageError(
                    "devices takes no argument", hint: "use 'layoutc devices' to list every device", topic: .devices)
            }
            return .devices
        case "format":
            return try parseFormat(rest)
        case "import":
            return try parseImport(rest)
        case "lsp":
            let parsed = try scan(rest, accepting: lspOptions, topic: .lsp)
            if parsed.wantsHelp { return .help(.lsp) }
            if let extra = parsed.files.first {
                throw UsageError("unexpected argument '\(extra)'", hint: "use 'layoutc lsp'", topic: .lsp)
            }
            return .lsp
        default:
            if first.hasPrefix("-") {
                let hint = suggestion(for: first, among: ["--help", "--version"])
                    ?? "options come after the command, as in 'layoutc check FILE --strict'"
                throw UsageError("unknown option '\(first)'", hint: hint, topic: .general)
            }
            let hint = first.hasSuffix(".layout")
                ? "did you mean 'layoutc check \(first)'?"
                : suggestion(for: first, among: commands) ?? "the commands are solve, check, generate, render, preview, deps, devices, format, import, lsp and help"
            throw UsageError("unknown command '\(first)'", hint: hint, topic: .general)
        }
    }

    private static func parseSolve(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: solveOptions, topic: .solve)
        if parsed.wantsHelp { return .help(.solve) }
        guard let path = parsed.files.first else {
            throw UsageError("missing input file", hint: "use 'layoutc solve FILE [--size WxH]'", topic: .solve)
        }
        guard parsed.files.count == 1 else {
            throw UsageError(
                "solve takes one file, not \(parsed.files.count)", hint: "use 'layoutc check' to check several files",
                topic: .solve)
        }
        let sizes = parsed.values("--size")
        guard sizes.count <= 1 else {
            throw UsageError(
                "'--size' given \(sizes.count) times",
                hint: "solve lays out at one size; 'layoutc check' takes several", topic: .solve)
        }
        var options = SolveOptions(path: path)
        let devices = try parseDevices(parsed, topic: .solve)
        guard devices.count + sizes.count <= 1 else {
            throw UsageError(
                sizes.isEmpty ? "'--device' given \(devices.count) times" : "both '--size' and '--device' given",
                hint: "solve lays out at one canvas; 'layoutc check' takes several", topic: .solve)
        }
        if let device = devices.first { options.canvas = .device(device) }
        if let size = sizes.first {
            if size == "degenerate" {
                throw UsageError(
                    "'--size degenerate' names several sizes", hint: "solve lays out at one size; use 'layoutc check --size degenerate'",
                    topic: .solve)
            }
            if let fitting = try SizeArgument.parseFitting(size, topic: .solve) {
                options.canvas = .fitting(fitting)
            } else {
                options.size = try SizeArgument.parse(size, topic: .solve)
            }
        }
        if let format = parsed.values("--format").last { options.format = try parseFormat(format, topic: .solve) }
        if let direction = parsed.values("--direction").last {
            options.direction = try parseDirection(direction, topic: .solve)
        }
        options.variant = try parseVariant(parsed, topic: .solve)
        if let insets = parsed.values("--safe-area").last { options.safeArea = try SafeAreaArgument.parse(insets, topic: .solve) }
        if !devices.isEmpty { try refuseDeviceOverrides(parsed, topic: .solve) }
        return .solve(options)
    }

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: checkOptions, topic: .check)
        if parsed.wantsHelp { return .help(.check) }
        guard !parsed.files.isEmpty else {
            throw UsageError("missing input file", hint: "use 'layoutc check FILE...'", topic: .check)
        }
        var options = CheckOptions(paths: parsed.files)
        for size in parsed.values("--size") {
            if size == "degenerate" {
                if !options.canvases.contains(.degenerate) { options.canvases.append(.degenerate) }
            } else if let fitting = try SizeArgument.parseFitting(size, topic: .check) {
                options.canvases.append(.fitting(fitting))
            } else {
                options.sizes.append(try SizeArgument.parse(size, topic: .check))
            }
        }
        let devices = try parseDevices(parsed, topic: .check)
        for device in devices where !options.canvases.contains(.device(device)) { options.canvases.append(.device(device)) }
        if !devices.isEmpty { try refuseDeviceOverrides(parsed, topic: .check) }
        if let format = parsed.values("--format").last { options.format = try parseFormat(format, topic: .check) }
        options.isStrict = parsed.flags.contains("--strict")
        options.checksMirroring = parsed.flags.contains("--mirror")
        if let direction = parsed.values("--direction").last {
            options.direction = try parseDirection(direction, topic: .check)
        }
        options.variant = try parseVariant(parsed, topic: .check)
        if let insets = parsed.values("--safe-area").last { options.safeArea = try SafeAreaArgument.parse(insets, topic: .check) }
        return .check(options)
    }

    private static func parseImport(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: importOptions, topic: .import)
        if parsed.wantsHelp { return .help(.import) }
        guard let path = parsed.files.first else {
            throw UsageError(
                "missing input file", hint: "use 'layoutc import FILE.xib' or 'layoutc import FILE.storyboard'", topic: .import)
        }
        guard parsed.files.count == 1 else {
            throw UsageError(
                "import takes one file, not \(parsed.files.count)", hint: "run it once per document", topic: .import)
        }
        guard path.hasSuffix(".xib") || path.hasSuffix(".storyboard") else {
            throw UsageError(
                "'\(path)' is not a .xib or .storyboard file",
                hint: "layoutc import reads Interface Builder documents; 'layoutc check' reads .layout files", topic: .import)
        }
        return .import(
            ImportOptions(
                path: path, sceneID: parsed.values("--scene").last, outputDirectory: parsed.values("--output").last ?? ".",
                idMapPath: parsed.values("--id-map").last))
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: generateOptions, topic: .generate)
        if parsed.wantsHelp { return .help(.generate) }
        guard let path = parsed.files.first else {
            throw UsageError(
                "missing input file", hint: "use 'layoutc generate FILE --target uikit|appkit|swiftui'", topic: .generate)
        }
        guard parsed.files.count == 1 else {
            throw UsageError(
                "generate takes one file, not \(parsed.files.count)",
                hint: "run it once per file; each file becomes one Swift file", topic: .generate)
        }
        guard let targetName = parsed.values("--target").last else {
            throw UsageError(
                "missing option '--target'", hint: "use '--target uikit', '--target appkit' or '--target swiftui'", topic: .generate)
        }
        guard let target = TargetArgument(rawValue: targetName) else {
            let names = TargetArgument.allCases.map(\.rawValue)
            let hint = suggestion(for: targetName, among: names) ?? "use one of: \(names.joined(separator: ", "))"
            throw UsageError("unknown target '\(targetName)' for generate", hint: hint, topic: .generate)
        }
        var options = GenerateOptions(path: path, target: target, outputPath: parsed.values("--output").last)
        if let engineName = parsed.values("--engine").last {
            guard let engine = CodeEngine(rawValue: engineName) else {
                let names = CodeEngine.allCases.map(\.rawValue)
                let hint = suggestion(for: engineName, among: names) ?? "use one of: \(names.joined(separator: ", "))"
                throw UsageError("unknown engine '\(engineName)' for generate", hint: hint, topic: .generate)
            }
            options.engine = engine
            // SwiftUI has no constraints to install: its layout is frame code, always.
            if target == .swiftui, engine == .autolayout {
                throw UsageError(
                    "'--target swiftui' takes no '--engine autolayout'",
                    hint: "a SwiftUI layout computes its frames itself; leave out '--engine' (or use '--engine frames')",
                    topic: .generate)
            }
        }
        if let format = parsed.values("--format").last { options.format = try parseFormat(format, topic: .generate) }
        options.constants = try parseConstants(parsed, topic: .generate)
        return .generate(options)
    }

    private static func parsePreview(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: previewOptions, topic: .preview)
        if parsed.wantsHelp { return .help(.preview) }
        guard let path = parsed.files.first else {
            throw UsageError("missing input file", hint: "use 'layoutc preview FILE --output PAGE.html'", topic: .preview)
        }
        guard parsed.files.count == 1 else {
            throw UsageError(
                "preview takes one file, not \(parsed.files.count)", hint: "run it once per file; each file gets its own page",
                topic: .preview)
        }
        var options = PreviewOptions(path: path, outputPath: parsed.values("--output").last)
        options.watch = parsed.flags.contains("--watch")
        if options.watch, options.outputPath == nil {
            throw UsageError(
                "--watch needs '--output PAGE.html'", hint: "the page reloads itself from a file beside it", topic: .preview)
        }
        if let format = parsed.values("--format").last { options.format = try parseFormat(format, topic: .preview) }
        options.constants = try parseConstants(parsed, topic: .preview)
        return .preview(options)
    }

    private static func parseRender(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: renderOptions, topic: .render)
        if parsed.wantsHelp { return .help(.render) }
        guard let path = parsed.files.first else {
            throw UsageError("missing input file", hint: "use 'layoutc render FILE --size WxH'", topic: .render)
        }
        guard parsed.files.count == 1 else {
            throw UsageError(
                "render takes one file, not \(parsed.files.count)", hint: "run it once per file", topic: .render)
        }
        var options = RenderOptions(path: path, outputPath: parsed.values("--output").last)
        for size in parsed.values("--size") { options.sizes.append(try SizeArgument.parse(size, topic: .render)) }
        options.devices = try parseDevices(parsed, topic: .render)
        if !options.devices.isEmpty { try refuseDeviceOverrides(parsed, topic: .render) }
        if let format = parsed.values("--format").last { options.format = try parseFormat(format, topic: .render) }
        if let direction = parsed.values("--direction").last {
            options.direction = try parseDirection(direction, topic: .render)
        }
        options.variant = try parseVariant(parsed, topic: .render)
        if let insets = parsed.values("--safe-area").last { options.safeArea = try SafeAreaArgument.parse(insets, topic: .render) }
        options.allVariants = parsed.flags.contains("--all-variants")
        options.drawsConstraints = parsed.flags.contains("--constraints")
        if options.format == .svg {
            let canvasCount = options.sizes.count + options.devices.count
            guard canvasCount == 1 else {
                throw UsageError(
                    canvasCount == 0 ? "svg needs '--size' or '--device'" : "\(canvasCount) canvases given for svg",
                    hint: "an SVG shows one size, such as '--size 375x667'; '--format html' shows several", topic: .render)
            }
            guard !options.allVariants else {
                throw UsageError(
                    "'--all-variants' needs '--format html'", hint: "an SVG shows one variant; a page shows them all",
                    topic: .render)
            }
        }
        return .render(options)
    }

    private static func parseDeps(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: depsOptions, topic: .deps)
        if parsed.wantsHelp { return .help(.deps) }
        guard !parsed.files.isEmpty else {
            throw UsageError("missing input file", hint: "use 'layoutc deps FILE...'", topic: .deps)
        }
        var options = DepsOptions(paths: parsed.files)
        if let format = parsed.values("--format").last { options.format = try parseFormat(format, topic: .deps) }
        options.makeTarget = parsed.values("--make-target").last
        options.outputPath = parsed.values("--output").last
        if options.makeTarget != nil, options.paths.count > 1 {
            throw UsageError(
                "'--make-target' names one rule, but \(options.paths.count) files were given",
                hint: "run 'layoutc deps' once per file, or leave out '--make-target'", topic: .deps)
        }
        return .deps(options)
    }

    /// `--device NAME` (repeatable) and `--devices all|phones|pads|NAME,NAME...`, each configuration once, in order.
    private static func parseDevices(_ parsed: ScannedArguments, topic: HelpTopic) throws(UsageError) -> [DeviceConfiguration] {
        var devices: [DeviceConfiguration] = []
        func add(_ device: DeviceConfiguration) { if !devices.contains(device) { devices.append(device) } }
        for option in parsed.options where option.name == "--device" || option.name == "--devices" {
            if option.name == "--device", option.value.contains(",") {
                throw UsageError(
                    "'--device' takes one device", hint: "repeat '--device', or use '--devices \(option.value)'", topic: topic)
            }
            if topic == .solve, option.name == "--device", devices.count == 1 {
                throw UsageError(
                    "'--device' given more than once", hint: "solve lays out at one canvas; 'layoutc check' takes several",
                    topic: topic)
            }
            for name in option.value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                switch (option.name, name) {
                case ("--devices", "all"): DeviceConfiguration.all.forEach(add)
                case ("--devices", "phones"): DeviceConfiguration.all.filter { $0.preset.idiom == .phone }.forEach(add)
                case ("--devices", "pads"): DeviceConfiguration.all.filter { $0.preset.idiom == .pad }.forEach(add)
                default:
                    guard let device = DeviceConfiguration(named: name) else { throw unknownDevice(name, topic: topic) }
                    add(device)
                }
            }
        }
        return devices
    }

    private static func unknownDevice(_ name: String, topic: HelpTopic) -> UsageError {
        let base = String(name.prefix { $0 != ":" })
        if let preset = DevicePreset.named(base) {
            let ways = preset.configurations.map(\.description).joined(separator: ", ")
            return UsageError(
                "device '\(preset.name)' has no configuration '\(name.dropFirst(base.count))'", hint: "use one of: \(ways)",
                topic: topic)
        }
        let hint = DeviceConfiguration.closestName(to: name).map { "did you mean '\($0)'?" }
            ?? "'layoutc devices' lists the devices, one a line"
        return UsageError("unknown device '\(name)'", hint: hint, topic: topic)
    }

    /// A device sets the size, safe area and idiom: `--safe-area` and `--idiom` beside it are refused
    /// rather than quietly applied to some canvases and not others.
    private static func refuseDeviceOverrides(_ parsed: ScannedArguments, topic: HelpTopic) throws(UsageError) {
        for option in ["--safe-area", "--idiom"] where !parsed.values(option).isEmpty {
            throw UsageError(
                "'\(option)' given with a device", hint: "a device sets its own safe area and idiom; to set them yourself, "
                    + "use '--size WxH' with '\(option)' instead of '--device'", topic: topic)
        }
    }

    private static func parseFormat(_ arguments: [String]) throws(UsageError) -> Invocation {
        let parsed = try scan(arguments, accepting: formatOptions, topic: .format)
        if parsed.wantsHelp { return .help(.format) }
        guard !parsed.files.isEmpty else {
            throw UsageError("missing input file", hint: "use 'layoutc format FILE...'", topic: .format)
        }
        var options = FormatOptions(paths: parsed.files)
        let checks = parsed.flags.contains("--check")
        let rewrites = parsed.flags.contains("--in-place")
        switch (checks, rewrites) {
        case (true, true):
            throw UsageError(
                "'--check' writes nothing, '--in-place' rewrites files: choose one",
                hint: "use 'layoutc format --check FILE...' in CI and '--in-place' to fix", topic: .format)
        case (true, false): options.mode = .check
        case (false, true): options.mode = .inPlace
        case (false, false):
            guard options.paths.count == 1 else {
                throw UsageError(
                    "format prints one file, but \(options.paths.count) files were given",
                    hint: "use '--in-place' to rewrite several files, or '--check' to list those that would change",
                    topic: .format)
            }
        }
        return .format(options)
    }

    /// `--idiom phone|pad|mac` (the last wins) and `--set NAME` (repeatable; `--set a,b` sets both).
    private static func parseVariant(_ parsed: ScannedArguments, topic: HelpTopic) throws(UsageError) -> VariantArguments {
        var variant = VariantArguments()
        if let text = parsed.values("--idiom").last {
            guard let idiom = IdiomArgument(rawValue: text) else {
                let names = IdiomArgument.allCases.map(\.rawValue)
                let hint = suggestion(for: text, among: names) ?? "use one of: \(names.joined(separator: ", "))"
                throw UsageError("unknown idiom '\(text)' for \(topic.rawValue)", hint: hint, topic: topic)
            }
            variant.idiom = idiom
        }
        let sets = parsed.values("--set")
        if !sets.isEmpty {
            var flags: [String] = []
            for name in sets.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }).map(String.init) {
                guard isFlagName(name) else {
                    throw UsageError(
                        "invalid flag name '\(name)' for \(topic.rawValue)",
                        hint: "a flag is a name as written in a 'when' condition, such as '--set expanded'", topic: topic)
                }
                if !flags.contains(name) { flags.append(name) }
            }
            variant.flags = flags
        }
        variant.constants = try parseConstants(parsed, topic: topic)
        variant.contentSizes = try parseContentSizes(parsed, topic: topic)
        if let text = parsed.values("--keyboard").last { variant.keyboardHeight = try parseKeyboard(text, topic: topic) }
        return variant
    }

    /// How to write `--keyboard`, for a bad value and for a missing one.
    static let keyboardHint = "write '--keyboard HEIGHT' in points, such as '--keyboard 336'; 0 hides the keyboard"

    /// `--keyboard HEIGHT`: the keyboard's height in points, 0 (hidden, the default) or more,
    /// within `NumberLimit`.
    static func parseKeyboard(_ text: String, topic: HelpTopic) throws(UsageError) -> Double {
        let hint = keyboardHint
        switch SizeArgument.points(text.trimmingSpaces()) {
        case .success(let value):
            return value
        case .failure(.negative):
            throw UsageError("invalid height '\(text)' for --keyboard: it must not be negative", hint: hint, topic: topic)
        case .failure(.notANumber):
            throw UsageError("invalid height '\(text)' for --keyboard: not a number", hint: hint, topic: topic)
        case .failure(.tooLarge):
            throw UsageError(
                "invalid height '\(text)' for --keyboard: it is more than \(NumberLimit.spelled) points, the largest a layout takes",
                hint: hint, topic: topic)
        }
    }

    /// `--content-size NAME`: one of UIKit's content size categories; `check` also takes it
    /// repeated, a comma-separated list, and `all` (every category, smallest first).
    private static func parseContentSizes(
        _ parsed: ScannedArguments, topic: HelpTopic
    ) throws(UsageError) -> [ContentSizeCategory]? {
        let texts = parsed.values("--content-size")
        guard !texts.isEmpty else { return nil }
        var categories: [ContentSizeCategory] = []
        for name in texts.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }).map(String.init) {
            let named: [ContentSizeCategory]
            if name == "all" {
                guard topic == .check else {
                    throw UsageError(
                        "\(topic.rawValue) takes one content size, not 'all' in --content-size",
                        hint: "'layoutc check --content-size all' checks every category", topic: topic)
                }
                named = ContentSizeCategory.allCases
            } else if let category = ContentSizeCategory.named(name) {
                named = [category]
            } else {
                let hint = suggestion(for: name, among: ContentSizeCategory.names)
                    ?? "use one of: \(ContentSizeCategory.names.joined(separator: ", "))"
                throw UsageError("unknown content size '\(name)' in --content-size", hint: hint, topic: topic)
            }
            for category in named where !categories.contains(category) { categories.append(category) }
        }
        guard categories.count == 1 || topic == .check else {
            throw UsageError(
                "\(topic.rawValue) takes one content size, not \(categories.count), in --content-size",
                hint: "'layoutc check --content-size' checks each one", topic: topic)
        }
        return categories
    }

    /// `--let NAME=V` (repeatable); `check` also takes `NAME=V1,V2,...`, checking each value.
    private static func parseConstants(_ parsed: ScannedArguments, topic: HelpTopic) throws(UsageError) -> [ConstantArgument] {
        var constants: [ConstantArgument] = []
        for text in parsed.values("--let") {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, isFlagName(parts[0]) else {
                throw UsageError(
                    "invalid constant '\(text)' for \(topic.rawValue)",
                    hint: "give a value as '--let NAME=VALUE', such as '--let keyboard=291'", topic: topic)
            }
            var values: [Double] = []
            for item in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                guard let value = Double(item), value.isFinite else {
                    throw UsageError(
                        "invalid value '\(item)' for constant '\(parts[0])'",
                        hint: "a value is a number, such as '--let \(parts[0])=291'", topic: topic)
                }
                // As a `let` in the file is held to it (T020), so is its value from the command line.
                guard NumberLimit.admits(value) else {
                    throw UsageError(
                        "invalid value '\(item)' for constant '\(parts[0])' in --let: it is more than \(NumberLimit.spelled), "
                            + "the largest number a layout takes",
                        hint: nil, topic: topic)
                }
                values.append(value)
            }
            guard values.count == 1 || topic == .check else {
                throw UsageError(
                    "\(topic.rawValue) takes one value for constant '\(parts[0])', not \(values.count)",
                    hint: "'layoutc check --let \(parts[0])=\(parts[1])' checks each value", topic: topic)
            }
            guard !constants.contains(where: { $0.name == parts[0] }) else {
                throw UsageError("constant '\(parts[0])' given twice for \(topic.rawValue)", hint: nil, topic: topic)
            }
            constants.append(ConstantArgument(name: parts[0], values: values))
        }
        // Every combination is checked; past the limit, a run would stop short without saying so.
        // The product is taken one constant at a time and stops past the limit, so it cannot
        // overflow however many constants are given.
        var combinations = 1
        for constant in constants {
            combinations *= constant.values.count
            guard combinations <= ConstantArgument.combinationLimit else {
                throw UsageError(
                    "--let gives more than \(ConstantArgument.combinationLimit) combinations of values; "
                        + "\(topic.rawValue) takes at most \(ConstantArgument.combinationLimit)",
                    hint: "check fewer values at a time, or split the run", topic: topic)
            }
        }
        return constants
    }

    /// Whether `text` is an identifier: `[A-Za-z_][A-Za-z0-9_]*`.
    private static func isFlagName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private static func parseDirection(_ text: String, topic: HelpTopic) throws(UsageError) -> WritingDirection {
        if let direction = WritingDirection(rawValue: text) { return direction }
        let names = WritingDirection.allCases.map(\.rawValue)
        let hint = suggestion(for: text, among: names) ?? "use ltr (left to right) or rtl (right to left)"
        throw UsageError("unknown direction '\(text)' for \(topic.rawValue)", hint: hint, topic: topic)
    }

    private static func parseFormat<Format: RawRepresentable & CaseIterable>(
        _ text: String, topic: HelpTopic
    ) throws(UsageError) -> Format where Format.RawValue == String {
        if let format = Format(rawValue: text) { return format }
        let names = Format.allCases.map(\.rawValue)
        let hint = suggestion(for: text, among: names) ?? "use one of: \(names.joined(separator: ", "))"
        throw UsageError("unknown format '\(text)' for \(topic.rawValue)", hint: hint, topic: topic)
    }

    /// Options and files, in the order given.
    private struct ScannedArguments {
        var files: [String] = []
        var options: [(name: String, value: String)] = []
        var flags: [String] = []
        var wantsHelp = false

        func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }
    }

    private static func scan(
        _ arguments: [String], accepting specs: [OptionSpec], topic: HelpTopic
    ) throws(UsageError) -> ScannedArguments {
        var scanned = ScannedArguments()
        // Help wins over every other mistake on the line, so `solve --size 10 --help` still helps.
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            scanned.wantsHelp = true
            return scanned
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                scanned.files.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw unknownOption(name, accepted: specs, topic: topic)
            }
            guard spec.takesValue else {
                if inlineValue != nil {
                    throw UsageError("option '\(name)' takes no value", hint: "write '\(name)' alone", topic: topic)
                }
                scanned.flags.append(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw missingValue(for: name, topic: topic)
            }
            guard !value.isEmpty else { throw missingValue(for: name, topic: topic) }
            scanned.options.append((name, value))
        }
        return scanned
    }

    private static func missingValue(for option: String, topic: HelpTopic) -> UsageError {
        UsageError("missing value for option '\(option)'", hint: valueHint(for: option, topic: topic), topic: topic)
    }

    private static func valueHint(for option: String, topic: HelpTopic) -> String {
        switch (option, topic) {
        case ("--size", _): "write '--size WIDTHxHEIGHT', such as '--size 375x667'"
        case ("--device", _): "write '--device NAME', such as '--device iPhoneSE3'; 'layoutc devices' lists them"
        case ("--devices", _): "write '--devices all', '--devices phones', '--devices pads' or '--devices NAME,NAME'"
        case ("--safe-area", _): "write '--safe-area TOP,LEFT,BOTTOM,RIGHT', such as '--safe-area 47,0,34,0'"
        case ("--keyboard", _): keyboardHint
        case ("--format", .solve): "use one of: \(SolveFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case ("--target", _): "use '--target uikit', '--target appkit' or '--target swiftui'"
        case ("--output", _): "write '--output PATH', such as '--output FeedCardLayout.swift'"
        case ("--format", .render): "use one of: \(RenderFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case ("--format", .deps): "use one of: \(DepsFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case ("--format", _): "use one of: \(CheckFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        default: "write '\(option) VALUE'"
        }
    }

    private static func unknownOption(_ name: String, accepted specs: [OptionSpec], topic: HelpTopic) -> UsageError {
        if topic == .solve, name == "--strict" {
            return UsageError(
                "option '--strict' belongs to 'check'",
                hint: "solve has no warnings to be strict about; use 'layoutc check --strict'", topic: topic)
        }
        let names = specs.map(\.name) + ["--help"]
        let hint = suggestion(for: name, among: names)
            ?? "the options of \(topic.rawValue) are \(names.joined(separator: ", "))"
        return UsageError("unknown option '\(name)'", hint: hint, topic: topic)
    }

    /// `did you mean 'x'?` for the closest candidate within two edits, if any, by the one edit
    /// distance the compiler's names use (`NameSuggestion`: a swap of neighbours is one edit).
    static func suggestion(for text: String, among candidates: [String]) -> String? {
        let scored = candidates.map { (candidate: $0, distance: NameSuggestion.editDistance(text, $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2,
              best.distance < max(text.count, best.candidate.count) else { return nil }
        return "did you mean '\(best.candidate)'?"
    }
}
