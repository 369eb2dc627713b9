"""Serve the zero-install site (``make lite``) to a class: standard library only.

    python3 serve.py                     # inside the site folder (the build copies it there)
    python3 tools/serve_lite.py          # from the checkout: serves build/lite
    python3 serve.py --port 8080 --bind 127.0.0.1

Like ``python3 -m http.server``, plus what makes a second visit fast and a rebuild safe:

- files whose name or URL carries a content hash (JupyterLab's ``8068.e565cfb.js``,
  ``style.js?v=…``) are sent with ``Cache-Control: max-age=<1 year>, immutable``: a browser
  that has them never asks again;
- everything else (pages, notebooks, the wheels, Pyodide, ``pyodide-lock.json``) is sent with
  ``Cache-Control: no-cache``: the browser keeps it but asks each time whether it changed (a
  short "304 Not Modified" answer when not). Without any header, browsers guess how long a
  file stays fresh (a tenth of its age), so after a rebuild a student could get the new lock
  file with an old wheel, which Pyodide refuses;
- the types browsers insist on are set explicitly (``.mjs`` as JavaScript, ``.wasm`` as
  ``application/wasm`` so Python's interpreter is compiled while it downloads and its
  compiled code is cached), whatever the computer's own MIME table says.
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

#: A hex content hash in a file name (``remoteEntry.c8c9eed2cdefdeac.js``, ``8068.e565cfb.js``)
#: or a ``?v=<hash>`` / ``?_=<build>`` version in the URL: such a URL names the same bytes.
HASHED = re.compile(r"[.-][0-9a-f]{7,}\.[a-z0-9]+($|\?)|[?&][v_]=[0-9a-f]{7,}(&|$)")
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
         ".ipynb": "application/json", ".md": "text/markdown; charset=utf-8",
         ".css": "text/css", ".svg": "image/svg+xml"}


def cache_control(url_path: str) -> str:
    """The Cache-Control header for a request path (with its query string)."""
    return IMMUTABLE if HASHED.search(url_path) else REVALIDATE


class SiteHandler(SimpleHTTPRequestHandler):
    """http.server's file handler with caching headers and fixed MIME types."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", cache_control(self.path))
        super().end_headers()


class QuietSiteHandler(SiteHandler):
    """The same, without a line on stderr per request (tests, benchmarks)."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


class SiteServer(ThreadingHTTPServer):
    """Threads per request; a browser that drops a download halfway (a closed tab) is normal
    in a classroom, not an error worth a traceback."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def handler(folder: Path, *, quiet: bool = False) -> Any:
    """A request handler serving ``folder``, for ThreadingHTTPServer."""
    return functools.partial(QuietSiteHandler if quiet else SiteHandler, directory=str(folder))


def default_folder() -> Path:
    """The folder this script is in when it was copied into a site, else build/lite."""
    here = Path(__file__).resolve().parent
    if (here / "jupyter-lite.json").is_file():
        return here
    return here.parent / "build" / "lite"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--bind", default="", help="address to listen on (default: every "
                        "network interface, so the class can connect; 127.0.0.1: this "
                        "computer only)")
    parser.add_argument("--directory", type=Path, default=None,
                        help="the site folder (default: the one this script is in, or "
                        "build/lite)")
    args = parser.parse_args()
    folder = (args.directory or default_folder()).resolve()
    if not (folder / "jupyter-lite.json").is_file():
        parser.error(f"{folder} is not a JupyterLite site (no jupyter-lite.json); "
                     "build it with: make lite")
    server = SiteServer((args.bind, args.port), handler(folder))
    print(f"Serving {folder} on http://{args.bind or 'localhost'}:{args.port}/ "
          "(Ctrl+C stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
