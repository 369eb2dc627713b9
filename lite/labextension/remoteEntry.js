// gaucho-lite: starts the Python kernel of the notebook named in the page's address
// (`?path=explorer.ipynb`) as soon as JupyterLite's plugins start, instead of after the
// notebook's view is built. Starting Python in the page's worker takes about two seconds;
// JupyterLab's own start takes about as long, and the two now run side by side on the
// machine's cores. When the notebook then opens, JupyterLab finds a session for its path
// and connects to it (SessionContext looks running sessions up by path), so there is still
// one kernel per notebook.
//
// A JupyterLab extension is a webpack "module federation" container: a global
// `_JUPYTERLAB[name]` with `init(shareScope)` and `get(module)` (see JupyterLite's
// app/bootstrap.js and index.template.js). This one imports nothing from JupyterLab (it
// only uses `app.serviceManager`), so it needs no bundler: the container is written by hand.
// tools/build_lite.py copies it into the site as extensions/gaucho-lite/ with a content hash
// in its name.
(function () {
  "use strict";

  function notebookInAddress() {
    var path = new URLSearchParams(window.location.search).get("path");
    return path && /\.ipynb$/.test(path) ? path : null;
  }

  async function startEarly(app) {
    var path = notebookInAddress();
    if (!path) {
      return;
    }
    // Once every plugin has started, the kernels' plugins have registered their kernels.
    await app.started;
    var sessions = app.serviceManager.sessions;
    var kernelspecs = app.serviceManager.kernelspecs;
    await Promise.all([sessions.ready, kernelspecs.ready]);
    await kernelspecs.refreshSpecs();
    for (var model of sessions.running()) {
      if (model.path === path) {
        return;
      }
    }
    var kernel = kernelspecs.specs && kernelspecs.specs.default;
    if (!kernel) {
      return;
    }
    // The same options as the notebook's own SessionContext would pass.
    var connection = await sessions.startNew({
      path: path,
      name: path.split("/").pop(),
      type: "notebook",
      kernel: { name: kernel },
    });
    // Only the session is needed; the notebook makes its own connection to it.
    connection.dispose();
  }

  var plugin = {
    id: "gaucho-lite:early-kernel",
    description: "Start the kernel of the notebook being opened while JupyterLab starts.",
    autoStart: true,
    activate: function (app) {
      startEarly(app).catch(function (error) {
        console.warn("gaucho-lite: the kernel could not be started early", error);
      });
    },
  };

  var containers = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  containers["gaucho-lite"] = {
    init: function () {
      return Promise.resolve();
    },
    get: function (module) {
      if (module !== "./extension") {
        return Promise.reject(new Error("gaucho-lite has no module " + module));
      }
      return Promise.resolve(function () {
        return { __esModule: true, default: [plugin] };
      });
    },
  };
})();
