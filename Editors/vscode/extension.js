// Starts `layoutc lsp` (standard input and output) for .layout files. The language server
// does diagnostics and formatting; highlighting comes from syntaxes/layout.tmLanguage.json.
// The setting `layout.sizes` (canvas sizes or device names) reaches the server at start and
// again whenever it changes, as the server's `sizes` option.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("layout");
  const command = settings.get("server.path", "layoutc");
  const server = { command, args: ["lsp"] };
  client = new LanguageClient(
    "layoutc",
    "layoutc language server",
    { run: server, debug: server },
    {
      documentSelector: [{ scheme: "file", language: "layout" }],
      initializationOptions: { sizes: settings.get("sizes", []) },
    }
  );
  context.subscriptions.push(client);
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (!event.affectsConfiguration("layout.sizes")) return;
      const sizes = vscode.workspace.getConfiguration("layout").get("sizes", []);
      client.sendNotification("workspace/didChangeConfiguration", { settings: { sizes } });
    })
  );
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
