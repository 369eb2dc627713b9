// Run lite/precompile.py inside the site's own Pyodide (Node), on the folder given:
//   node lite/precompile.mjs <pyodide dir> [python_stdlib.zip] [a.whl b.whl ...]
// Each file F gets a compiled copy F.new next to it; tools/build_lite.py swaps them in.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [folder, ...names] = process.argv.slice(2);
const dir = resolve(folder);
const { loadPyodide } = await import(pathToFileURL(`${dir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${dir}/` });
pyodide.FS.mkdirTree("/site");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: dir }, "/site");
const here = dirname(fileURLToPath(import.meta.url));
const ns = pyodide.globals.get("dict")();
pyodide.runPython(readFileSync(`${here}/precompile.py`, "utf8"), { globals: ns });
ns.get("main")("/site", pyodide.toPy(names));
