// Starts `layoutc lsp` (standard input and output) for .layout files. The language server
// does diagnostics and formatting; highlighting comes from syntaxes/layout.tmLanguage.json.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("layout").get("server.path", "layoutc");
  const server = { command, args: ["lsp"] };
  client = new LanguageClient(
    "layoutc",
    "layoutc language server",
    { run: server, debug: server },
    { documentSelector: [{ scheme: "file", language: "layout" }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
