"""A real headless Chromium driven over the DevTools protocol (for the results-site tests)."""
from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-dev-shm-usage",
         "--window-size=1400,1000")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    def __init__(self, profile: Path):
        import websocket  # websocket-client (tox adapters env)

        self.port = free_port()
        self.process = subprocess.Popen([CHROMIUM, *FLAGS, f"--user-data-dir={profile}",
                                         f"--remote-debugging-port={self.port}", "about:blank"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline, target = time.monotonic() + 60, None
        while target is None:
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.close()
                raise RuntimeError("chromium did not open its DevTools port")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/json/list", timeout=2) as reply:
                    target = next((t for t in json.load(reply) if t.get("type") == "page"), None)
            except OSError:
                time.sleep(0.2)
        self.ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
        self.next_id = 0
        self.call("Page.enable")

    def call(self, method: str, **params: Any) -> dict:
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 20) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {expression}")

    def open(self, url: str) -> None:
        self.call("Page.navigate", url=url)
        self.wait_for(f"document.readyState === 'complete' && location.href === {json.dumps(url)}")

    def click(self, selector: str) -> None:
        """A real mouse click at the element's centre (scrolled into view first)."""
        box = self.evaluate(f"""(() => {{ const e = document.querySelector({json.dumps(selector)});
            if (!e) return null; e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2]; }})()""")
        assert box, f"nothing matches {selector}"
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def choose(self, selector: str, value: str) -> None:
        """Pick an option of a <select> as a user would: focus it and fire `change`."""
        self.evaluate(f"""(() => {{ const e = document.querySelector({json.dumps(selector)}); e.focus();
            e.value = {json.dumps(value)}; e.dispatchEvent(new Event('change', {{bubbles: true}})); }})()""")

    def type(self, selector: str, text: str) -> None:
        self.evaluate(f"document.querySelector({json.dumps(selector)}).focus()")
        self.call("Input.insertText", text=text)

    def screenshot(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))
        return path

    def close(self) -> None:
        try:
            if getattr(self, "ws", None):
                self.ws.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
