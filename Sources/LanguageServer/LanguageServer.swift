import Foundation
import LayoutChecker
import LayoutFormatter
import LayoutIR
import LayoutSource

/// Where the server runs its work: requests in order, one at a time, and analyses (the
/// re-checks after a change) after a delay, one at a time, both off the thread that reads input.
///
/// Production uses `DispatchScheduler`; tests pass one that runs jobs when the test says, so
/// that cancellation and stale versions are tested without timing.
public protocol ServerScheduler: Sendable {
    /// Runs `job` after the requests scheduled before it.
    func scheduleRequest(_ job: @escaping @Sendable () -> Void)
    /// Runs `job` after `milliseconds`, after the analyses scheduled before it.
    func scheduleAnalysis(afterMilliseconds milliseconds: Int, _ job: @escaping @Sendable () -> Void)
    /// Returns once every request scheduled so far has run (before the process exits).
    func finishRequests()
}

/// Two serial dispatch queues: one for requests, one for analyses.
public struct DispatchScheduler: ServerScheduler {
    private let requests = DispatchQueue(label: "layoutc.lsp.requests")
    private let analyses = DispatchQueue(label: "layoutc.lsp.analyses")

    /// Creates the queues.
    public init() {}

    /// Runs `job` on the request queue.
    public func scheduleRequest(_ job: @escaping @Sendable () -> Void) {
        requests.async(execute: job)
    }

    /// Runs `job` on the analysis queue after `milliseconds`.
    public func scheduleAnalysis(afterMilliseconds milliseconds: Int, _ job: @escaping @Sendable () -> Void) {
        analyses.asyncAfter(deadline: .now() + .milliseconds(milliseconds), execute: job)
    }

    /// Waits for the request queue to run what it holds.
    public func finishRequests() {
        requests.sync {}
    }
}

/// The language server's logic: takes message bodies, sends responses and notifications
/// through `send`. It does no IO itself (`StdioTransport` frames bytes), so tests drive it
/// in process as well as over real pipes.
///
/// Threading: `receive` is called from one reader thread and never blocks on a check; document
/// changes are applied there (cheap), requests run on the scheduler's request queue with a
/// snapshot of the document as it was when they arrived, and re-checks run on its analysis
/// queue. The mutable state is behind one lock.
public final class LanguageServer: @unchecked Sendable {
    /// JSON-RPC error codes.
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
        static let requestCancelled = -32800
    }

    /// How long a change waits before it is checked: 150 ms. Long enough that a burst of
    /// keystrokes (typically 50-150 ms apart) makes one check rather than one per key, short
    /// enough that diagnostics still feel immediate once typing pauses.
    public static let debounceMilliseconds = 150

    struct State {
        var isInitialized = false
        var isShutDown = false
        var exitStatus: Int32?
        var encoding = PositionEncoding.utf16
        var sizes: [ConfiguredSize] = []
        /// The content size category documents are checked at (`contentSize`, as `--content-size`).
        var contentSize = ContentSizeCategory.large
        /// The keyboard's height documents are checked at (`keyboard`, as `--keyboard`): 0, hidden.
        var keyboardHeight = 0.0
        var documentationBase: String? = DiagnosticDocumentation.defaultBase
        var documents: [String: TextDocument] = [:]
        /// The latest analysis of each document (any version).
        var analyses: [String: DocumentAnalysis] = [:]
        /// Requests received and not yet answered, by id as serialized.
        var pending = Set<String>()
        /// Pending requests the client cancelled.
        var cancelled = Set<String>()
    }

    private let lock = NSLock()
    private var state = State()
    private let scheduler: any ServerScheduler
    private let send: @Sendable (JSON) -> Void
    private let version: String

    /// Creates a server that schedules its work on `scheduler` and sends messages with `send`;
    /// `version` is reported in `serverInfo`.
    public init(
        version: String, scheduler: any ServerScheduler = DispatchScheduler(), send: @escaping @Sendable (JSON) -> Void
    ) {
        self.version = version
        self.scheduler = scheduler
        self.send = send
    }

    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// The exit status once `exit` was received (0 after `shutdown`, else 1); nil before.
    public var exitStatus: Int32? { withState { $0.exitStatus } }

    /// Returns once every request received so far has been answered (or cancelled).
    public func finishRequests() {
        scheduler.finishRequests()
    }

    /// The exit status when input ends without `exit`: 0 after `shutdown`, else 1.
    public var statusAtEndOfInput: Int32 { withState { $0.isShutDown ? 0 : 1 } }

    // MARK: Receiving

    /// Handles one message body.
    public func receive(_ body: [UInt8]) {
        guard let message = JSON.parse(body) else {
            respondError(id: .null, code: ErrorCode.parseError, message: "the message is not valid JSON")
            return
        }
        guard case .object = message else {
            respondError(id: .null, code: ErrorCode.invalidRequest, message: "the message is not a JSON object")
            return
        }
        let id = message["id"]
        guard let method = message["method"]?.stringValue else {
            // A response to a request of ours (we send none), or nonsense.
            if message["result"] == nil && message["error"] == nil {
                respondError(id: id ?? .null, code: ErrorCode.invalidRequest, message: "a message needs a method")
            }
            return
        }
        let params = message["params"] ?? .null
        if let id {
            guard Self.isValidID(id) else {
                respondError(id: .null, code: ErrorCode.invalidRequest, message: "a request id is a number or a string")
                return
            }
            receiveRequest(id: id, method: method, params: params)
        } else {
            receiveNotification(method: method, params: params)
        }
    }

    /// Handles a header block that could not be read: the body cannot be found, so there is
    /// no id to answer; the error goes to the client as a log message.
    public func receiveMalformedHeader(_ reason: String) {
        send(Self.notification("window/logMessage", ["type": .int(1), "message": .string("malformed header: \(reason)")]))
    }

    private static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .string: true
        case .number: id.intValue != nil
        default: false
        }
    }

    private func receiveNotification(method: String, params: JSON) {
        switch method {
        case "initialized", "$/setTrace":
            break
        case "textDocument/didSave":
            // What is saved may be read from disk by a document whose text is not the one saved.
            if let uri = params["textDocument"]?["uri"]?.stringValue { recheckDocuments(using: uri) }
        case "exit":
            withState { $0.exitStatus = $0.isShutDown ? 0 : 1 }
        case "$/cancelRequest":
            guard let id = params["id"] else { return }
            let key = id.serialized
            withState { state in
                if state.pending.contains(key) { state.cancelled.insert(key) }
            }
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.stringValue,
                let text = document["text"]?.stringValue
            else { return }
            let opened = TextDocument(
                uri: uri, version: document["version"]?.intValue ?? 0,
                file: SourceFile(path: DocumentURI.path(of: uri), text: text))
            withState { $0.documents[uri] = opened }
            scheduleAnalysis(of: uri, version: opened.version)
            recheckDocuments(using: uri)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, let changes = params["contentChanges"]?.arrayValue
            else { return }
            let version = params["textDocument"]?["version"]?.intValue
            let changed: Int? = withState { state in
                guard var document = state.documents[uri] else { return nil }
                for change in changes where !document.apply(change, encoding: state.encoding) {
                    // A change that cannot be applied leaves the text unknown: keep what we have.
                    break
                }
                document.version = version ?? document.version + 1
                state.documents[uri] = document
                return document.version
            }
            if let changed {
                scheduleAnalysis(of: uri, version: changed)
                recheckDocuments(using: uri)
            }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
            let wasOpen = withState { state in
                state.analyses[uri] = nil
                return state.documents.removeValue(forKey: uri) != nil
            }
            if wasOpen {
                send(Self.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": .array([])]))
                // The documents that use it read it from disk now.
                recheckDocuments(using: uri)
            }
        case "workspace/didChangeConfiguration":
            let settings = params["settings"]
            configure(settings?["layoutc"] ?? settings ?? .null)
            let open = withState { state in
                state.analyses = [:]
                return state.documents.values.map { ($0.uri, $0.version) }.sorted { $0.0 < $1.0 }
            }
            for (uri, version) in open { scheduleAnalysis(of: uri, version: version) }
        default:
            // Unknown notifications, `$/` ones included, are ignored, as the protocol asks.
            break
        }
    }

    /// Reads the sizes and the documentation base from `options`, where given.
    private func configure(_ options: JSON) {
        var invalid: [String] = []
        var invalidContentSize: String?
        var invalidKeyboard: String?
        withState { state in
            if let sizes = options["sizes"]?.arrayValue {
                state.sizes = []
                for value in sizes {
                    // A value that is no string (`42`) is reported too, not dropped in silence.
                    guard let text = value.stringValue else { invalid.append("\(value)"); continue }
                    if let size = ConfiguredSize(text) { state.sizes.append(size) } else { invalid.append(text) }
                }
            }
            if let base = options["documentationBase"]?.stringValue { state.documentationBase = base }
            if let value = options["contentSize"] {
                // As `--content-size NAME`; a name UIKit lacks is reported, with a did-you-mean.
                if let name = value.stringValue, let category = ContentSizeCategory.named(name) {
                    state.contentSize = category
                } else {
                    invalidContentSize = value.stringValue ?? "\(value)"
                }
            }
            if let value = options["keyboard"] {
                // As `--keyboard HEIGHT`: points, 0 (hidden) or more.
                if let height = value.numberValue ?? value.stringValue.flatMap(Double.init), height >= 0,
                    NumberLimit.admits(height)
                {
                    state.keyboardHeight = height
                } else {
                    invalidKeyboard = value.stringValue ?? "\(value)"
                }
            }
        }
        if let name = invalidContentSize {
            let suggestion = NameSuggestion.closest(to: name, among: ContentSizeCategory.names)
            send(Self.notification(
                "window/showMessage", ["type": .int(2), "message": .string(
                    "layoutc: '\(name)' is no content size category"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? " (\(ContentSizeCategory.names.joined(separator: ", ")))"))]))
        }
        if let text = invalidKeyboard {
            send(Self.notification(
                "window/showMessage", ["type": .int(2), "message": .string(
                    "layoutc: '\(text)' is no keyboard height (points, 0 to hide it, at most \(NumberLimit.spelled))")]))
        }
        for text in invalid {
            send(Self.notification(
                "window/showMessage", ["type": .int(2), "message": .string("layoutc: '\(text)' is no size (WxH, at most \(NumberLimit.spelled) each)")]))
        }
    }

    private func receiveRequest(id: JSON, method: String, params: JSON) {
        switch method {
        case "initialize":
            respond(id: id, result: initialize(params))
            return
        case "shutdown":
            withState { $0.isShutDown = true }
            // Answered after the requests before it, so that every one of them has its answer first.
            scheduler.scheduleRequest { [self] in respond(id: id, result: .null) }
            return
        default:
            break
        }
        let (initialized, shutDown) = withState { ($0.isInitialized, $0.isShutDown) }
        guard initialized else {
            respondError(id: id, code: ErrorCode.serverNotInitialized, message: "the server is not initialized")
            return
        }
        guard !shutDown else {
            respondError(id: id, code: ErrorCode.invalidRequest, message: "the server is shut down")
            return
        }
        guard let handler = handler(for: method) else {
            respondError(id: id, code: ErrorCode.methodNotFound, message: "unknown method '\(method)'")
            return
        }
        // The document as it is now: the request answers about the text the client had when it asked.
        let uri = params["textDocument"]?["uri"]?.stringValue
        let key = id.serialized
        let (document, context) = withState { state -> (TextDocument?, RequestContext) in
            state.pending.insert(key)
            return (uri.flatMap { state.documents[$0] }, RequestContext(state))
        }
        scheduler.scheduleRequest { [self] in
            let wasCancelled = withState { state -> Bool in
                state.pending.remove(key)
                return state.cancelled.remove(key) != nil
            }
            guard !wasCancelled else {
                respondError(id: id, code: ErrorCode.requestCancelled, message: "the request was cancelled")
                return
            }
            guard let document else {
                respondError(
                    id: id, code: ErrorCode.invalidParams,
                    message: uri.map { "the document '\($0)' is not open" } ?? "the request names no document")
                return
            }
            respond(id: id, result: answer(handler, document, params, context))
        }
    }

    /// What a request needs to know besides its document.
    struct RequestContext: Sendable {
        var encoding: PositionEncoding
        var sizes: [ConfiguredSize]
        var contentSize: ContentSizeCategory
        var keyboardHeight: Double
        var documentationBase: String?
        var overlay: [String: [UInt8]]

        init(_ state: State) {
            encoding = state.encoding
            sizes = state.sizes
            contentSize = state.contentSize
            keyboardHeight = state.keyboardHeight
            documentationBase = state.documentationBase
            var overlay: [String: [UInt8]] = [:]
            for document in state.documents.values {
                overlay[IncludePath.standardized(document.file.path)] = document.file.bytes
            }
            self.overlay = overlay
        }

        var loader: DocumentIncludeLoader { DocumentIncludeLoader(overlay: overlay) }
    }

    /// How a request on a document is answered: from an analysis of its text as it was when the
    /// request came (with `check`'s findings if `needsFindings`), or, for completion, from the
    /// latest analysis of any version with the current text (so typing never waits for a check).
    private struct Handler: Sendable {
        var needsFindings = false
        var acceptsStaleAnalysis = false
        var body: @Sendable (DocumentAnalysis, JSON, RequestContext) -> JSON

        init(
            needsFindings: Bool = false, acceptsStaleAnalysis: Bool = false,
            body: @escaping @Sendable (DocumentAnalysis, JSON, RequestContext) -> JSON
        ) {
            self.needsFindings = needsFindings
            self.acceptsStaleAnalysis = acceptsStaleAnalysis
            self.body = body
        }

        /// A request answered from the text alone (formatting), with no check.
        var textBody: (@Sendable (TextDocument, RequestContext) -> JSON)?

        init(text: @escaping @Sendable (TextDocument, RequestContext) -> JSON) {
            self.body = { _, _, _ in .null }
            self.textBody = text
        }
    }

    private func answer(_ handler: Handler, _ document: TextDocument, _ params: JSON, _ context: RequestContext) -> JSON {
        if let textBody = handler.textBody { return textBody(document, context) }
        if handler.acceptsStaleAnalysis, let latest = withState({ $0.analyses[document.uri] }) {
            var current = latest
            current.file = document.file
            return handler.body(current, params, context)
        }
        return handler.body(analysis(of: document, context: context, needsFindings: handler.needsFindings), params, context)
    }

    /// The handler of a request on a document, or nil for an unknown method.
    private func handler(for method: String) -> Handler? {
        @Sendable func offset(_ analysis: DocumentAnalysis, _ params: JSON, _ context: RequestContext) -> Int? {
            Position(json: params["position"]).map { analysis.file.offset(of: $0, encoding: context.encoding) }
        }
        switch method {
        case "textDocument/hover":
            return Handler { analysis, params, context in
                offset(analysis, params, context).map { analysis.hover(at: $0, encoding: context.encoding) } ?? .null
            }
        case "textDocument/definition":
            return Handler { analysis, params, context in
                offset(analysis, params, context).map {
                    analysis.definition(at: $0, encoding: context.encoding, loader: context.loader)
                } ?? .null
            }
        case "textDocument/references":
            return Handler { analysis, params, context in
                let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
                return offset(analysis, params, context).map {
                    analysis.references(at: $0, includeDeclaration: includeDeclaration, encoding: context.encoding)
                } ?? .null
            }
        case "textDocument/completion":
            return Handler(acceptsStaleAnalysis: true) { analysis, params, context in
                offset(analysis, params, context).map { analysis.completion(at: $0) } ?? .null
            }
        case "textDocument/codeAction":
            return Handler(needsFindings: true) { analysis, params, context in
                guard let range = analysis.file.sourceRange(ofLSPRange: params["range"], encoding: context.encoding)
                else { return .array([]) }
                return analysis.codeActions(in: range, encoding: context.encoding, documentationBase: context.documentationBase)
            }
        case "textDocument/documentSymbol":
            return Handler { analysis, _, context in analysis.documentSymbols(encoding: context.encoding) }
        case "textDocument/formatting":
            return Handler(text: { document, context in Self.formattingEdits(of: document.file, encoding: context.encoding) })
        case "textDocument/semanticTokens/full":
            return Handler { analysis, _, context in analysis.semanticTokens(encoding: context.encoding) }
        default:
            return nil
        }
    }

    private func initialize(_ params: JSON) -> JSON {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let encoding: PositionEncoding = offered.contains("utf-8") ? .utf8 : .utf16
        withState { state in
            state.encoding = encoding
            state.isInitialized = true
        }
        configure(params["initializationOptions"] ?? .null)
        let capabilities: [String: JSON] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2)]),
            "hoverProvider": .bool(true),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "completionProvider": .object(["triggerCharacters": .array([".", "@", "~"].map(JSON.string))]),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            "documentSymbolProvider": .bool(true),
            "documentFormattingProvider": .bool(true),
            "semanticTokensProvider": .object([
                "legend": .object([
                    "tokenTypes": .array(DocumentAnalysis.semanticTokenTypes.map(JSON.string)),
                    "tokenModifiers": .array(DocumentAnalysis.semanticTokenModifiers.map(JSON.string)),
                ]),
                "full": .bool(true),
            ]),
        ]
        return .object([
            "capabilities": .object(capabilities),
            "serverInfo": .object(["name": .string("layoutc"), "version": .string(version)]),
        ])
    }

    /// What `layoutc format` makes of `file`, as one edit replacing the whole text; no edit when
    /// it is already formatted, and null (nothing to apply) when it has syntax errors.
    static func formattingEdits(of file: SourceFile, encoding: PositionEncoding) -> JSON {
        switch LayoutFormatter.format(file) {
        case .formatted(let text):
            guard Array(text.utf8) != file.bytes else { return .array([]) }
            return .array([.object([
                "range": file.lspRange(of: SourceRange(start: 0, end: file.bytes.count), encoding: encoding),
                "newText": .string(text),
            ])])
        case .syntaxErrors:
            return .null
        }
    }

    // MARK: Analysis

    /// The analysis of `document` at its version: the latest if it is of that version and the
    /// sizes, else a new one (which becomes the latest unless a newer one is there).
    private func analysis(of document: TextDocument, context: RequestContext, needsFindings: Bool = false) -> DocumentAnalysis {
        let cached = withState { $0.analyses[document.uri] }
        if let cached, cached.version == document.version, cached.sizes == context.sizes,
            cached.contentSize == context.contentSize, cached.keyboardHeight == context.keyboardHeight,
            cached.findings != nil || !needsFindings
        {
            return cached
        }
        var analysis: DocumentAnalysis
        if let cached, cached.version == document.version, cached.sizes == context.sizes,
            cached.contentSize == context.contentSize, cached.keyboardHeight == context.keyboardHeight
        {
            analysis = cached
        } else {
            analysis = DocumentAnalysis(
                document: document, sizes: context.sizes, contentSize: context.contentSize,
                keyboardHeight: context.keyboardHeight, loader: context.loader)
        }
        if needsFindings { analysis = analysis.withFindings() }
        withState { state in
            // Kept unless the document closed, or what is there is newer or as new and more complete.
            guard state.documents[document.uri] != nil else { return }
            if let stored = state.analyses[document.uri], stored.sizes == analysis.sizes,
                stored.contentSize == analysis.contentSize, stored.keyboardHeight == analysis.keyboardHeight,
                stored.version > document.version || (stored.version == document.version && stored.findings != nil)
            {
                return
            }
            state.analyses[document.uri] = analysis
        }
        return analysis
    }

    /// Re-checks every open document whose latest analysis read the file of `uri` through `use`:
    /// its text (open, changed or closed) is part of theirs.
    private func recheckDocuments(using uri: String) {
        let path = IncludePath.standardized(DocumentURI.path(of: uri))
        let dependents = withState { state -> [(uri: String, version: Int)] in
            var found: [(uri: String, version: Int)] = []
            for (other, analysis) in state.analyses where other != uri {
                guard let document = state.documents[other],
                    analysis.layout.sources.dropFirst().contains(where: { IncludePath.standardized($0.path) == path })
                else { continue }
                state.analyses[other] = nil
                found.append((other, document.version))
            }
            return found.sorted { $0.uri < $1.uri }
        }
        for dependent in dependents { scheduleAnalysis(of: dependent.uri, version: dependent.version) }
    }

    /// Schedules a re-check of `uri` at `version` after the debounce; by the time it runs, a
    /// newer version or a closed document makes it do nothing. A check cannot be interrupted
    /// inside the compiler, so a change that arrives during one cancels it between its phases:
    /// after the front end (before solving at each size) and before publishing.
    private func scheduleAnalysis(of uri: String, version: Int) {
        scheduler.scheduleAnalysis(afterMilliseconds: Self.debounceMilliseconds) { [self] in
            let current = withState { state -> (TextDocument, RequestContext)? in
                guard let document = state.documents[uri], document.version == version else { return nil }
                return (document, RequestContext(state))
            }
            guard let (document, context) = current else { return }
            _ = analysis(of: document, context: context)
            guard isCurrent(uri, version) else { return }
            let analysis = analysis(of: document, context: context, needsFindings: true)
            let diagnostics = analysis.diagnostics.map {
                analysis.lspDiagnostic($0, encoding: context.encoding, documentationBase: context.documentationBase)
            }
            guard isCurrent(uri, version) else { return }
            send(Self.notification(
                "textDocument/publishDiagnostics",
                ["uri": .string(uri), "version": .int(version), "diagnostics": .array(diagnostics)]))
        }
    }

    /// Whether `version` is still the open document's version.
    private func isCurrent(_ uri: String, _ version: Int) -> Bool {
        withState { $0.documents[uri]?.version == version }
    }

    // MARK: Sending

    private func respond(id: JSON, result: JSON) {
        send(.object(["jsonrpc": .string("2.0"), "id": id, "result": result]))
    }

    private func respondError(id: JSON, code: Int, message: String) {
        send(.object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .int(code), "message": .string(message)]),
        ]))
    }

    private static func notification(_ method: String, _ params: [String: JSON]) -> JSON {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)])
    }
}
