#!/usr/bin/env python3
"""Latency of `layoutc lsp` on large files, next to `layoutc check` on the same file in the same run.

For each workload: open it, then make ROUNDS single-character edits, each waited for: the time
from sending a didChange to receiving the publishDiagnostics of that version. Then a burst of
typing (BURST changes 40 ms apart, each followed by a completion request): how long completion
takes to answer while checks are due, how many diagnostics were published for the burst, and the
time from the burst's last change to its diagnostics. The peer is `layoutc check FILE --size S`,
wall time, alternated with the server's rounds. Medians; the machine is shared, so compare ratios.

usage: bench-lsp.py LAYOUTC SIZE FILE...
"""
import json, os, statistics, subprocess, sys, threading, time

ROUNDS = 5
BURST = 10


class Server:
    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.messages = []
        self.cond = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
        self.next_id = 1

    def read(self):
        out = self.process.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    return
                line = line.decode().strip()
                if not line:
                    break
                name, _, value = line.partition(":")
                headers[name.lower()] = value.strip()
            body = out.read(int(headers["content-length"]))
            with self.cond:
                self.messages.append((time.perf_counter(), json.loads(body)))
                self.cond.notify_all()

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        return ident

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate, timeout=600):
        deadline = time.time() + timeout
        with self.cond:
            while True:
                for stamp, message in self.messages:
                    if predicate(message):
                        return stamp, message
                left = deadline - time.time()
                if left <= 0:
                    raise TimeoutError("no such message")
                self.cond.wait(left)

    def close(self):
        ident = self.request("shutdown", None)
        self.wait(lambda m: m.get("id") == ident)
        self.notify("exit", None)
        self.process.wait(timeout=60)


def published(version):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version


def measure(binary, size, path):
    text = open(path).read()
    lines = text.split("\n")
    last = len(lines) - 1
    uri = "file://" + os.path.abspath(path)
    server = Server(binary)
    init = server.request("initialize", {"capabilities": {}, "initializationOptions": {"sizes": [size]}})
    server.wait(lambda m: m.get("id") == init)
    server.notify("initialized", {})
    start = time.perf_counter()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "layout", "version": 1, "text": text}})
    stamp, message = server.wait(published(1))
    opened = stamp - start
    count = len(message["params"]["diagnostics"])
    version = 1
    edits, checks = [], []
    position = {"line": last, "character": 0}
    for _ in range(ROUNDS):
        version += 1
        # Insert a space at the start of the last line (a blank line or an equation): same meaning.
        start = time.perf_counter()
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": position, "end": position}, "text": " "}]})
        stamp, _ = server.wait(published(version))
        edits.append(stamp - start)
        start = time.perf_counter()
        subprocess.run([binary, "check", path, "--size", size], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        checks.append(time.perf_counter() - start)
    # A burst of typing: changes 40 ms apart, each followed by a completion request.
    completions = []
    first_burst = version + 1
    for _ in range(BURST):
        version += 1
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": position, "end": position}, "text": " "}]})
        sent = time.perf_counter()
        ident = server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": position})
        stamp, _ = server.wait(lambda m: m.get("id") == ident)
        completions.append(stamp - sent)
        time.sleep(max(0, 0.040 - (time.perf_counter() - sent)))
    last_change = time.perf_counter()
    stamp, _ = server.wait(published(version))
    burst_latency = stamp - last_change
    with server.cond:
        burst_published = sum(1 for _, m in server.messages
                              if m.get("method") == "textDocument/publishDiagnostics"
                              and m["params"].get("version", 0) >= first_burst)
    server.close()
    return {
        "path": path, "bytes": len(text.encode()), "diagnostics": count, "open": opened,
        "edit": statistics.median(edits), "check": statistics.median(checks),
        "completion_median": statistics.median(completions), "completion_max": max(completions),
        "burst_latency": burst_latency, "burst_published": burst_published,
    }


def main():
    binary, size, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    print("| workload | size | open -> diagnostics | edit -> diagnostics | `check --size` | ratio "
          "| completion while typing (median / max) | burst of %d: published, last edit -> diagnostics |" % BURST)
    print("|---|---|---|---|---|---|---|---|")
    for path in paths:
        r = measure(binary, size, path)
        print("| %s | %.2f MB | %.0f ms | %.0f ms | %.0f ms | %.2fx | %.1f / %.1f ms | %d, %.0f ms |" % (
            os.path.basename(path), r["bytes"] / 1e6, r["open"] * 1e3, r["edit"] * 1e3, r["check"] * 1e3,
            r["edit"] / r["check"], r["completion_median"] * 1e3, r["completion_max"] * 1e3,
            r["burst_published"], r["burst_latency"] * 1e3))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
