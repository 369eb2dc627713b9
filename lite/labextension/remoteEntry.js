// gaucho-lite, the site's own JupyterLab extension. For the notebook named in the page's
// address (`?path=explorer.ipynb`) it does two things:
//
// 1. It starts the notebook's Python kernel as soon as JupyterLite's kernel is registered,
//    instead of after the notebook's view is built. Starting Python in the page's worker
//    takes about two seconds; JupyterLab's own start takes about as long, and the two now
//    run side by side on the machine's cores. When the notebook then opens, JupyterLab finds
//    a session for its path and connects to it (SessionContext looks running sessions up by
//    path), so there is still one kernel per notebook.
// 2. If the notebook's metadata asks for it, it runs all its cells once the notebook is
//    open: the explorer app then appears by itself, like a Voila page.
//
// A JupyterLab extension is a webpack "module federation" container: a global
// `_JUPYTERLAB[name]` with `init(shareScope)` and `get(module)` (see JupyterLite's
// app/bootstrap.js and index.template.js). This one imports nothing from JupyterLab (it
// uses `app.serviceManager`, `app.shell` and `app.commands`), so it needs no bundler: the
// container is written by hand. tools/build_lite.py copies it into the site as
// extensions/gaucho-lite/ with a content hash in its name.
(function () {
  "use strict";

  function notebookInAddress() {
    var path = new URLSearchParams(window.location.search).get("path");
    return path && /\.ipynb$/.test(path) ? path : null;
  }

  // The name of the site's default kernel, as soon as its plugin has registered it: it
  // may activate after this one, and it has no token this file could ask for, so ask the
  // kernel list again every few milliseconds until it is there, or all plugins have started.
  async function defaultKernel(app) {
    var kernelspecs = app.serviceManager.kernelspecs;
    var allStarted = false;
    app.started.then(function () {
      allStarted = true;
    });
    await kernelspecs.ready;
    for (;;) {
      await kernelspecs.refreshSpecs();
      var name = kernelspecs.specs && kernelspecs.specs.default;
      if (name || allStarted) {
        return name;
      }
      await new Promise(function (resolve) {
        setTimeout(resolve, 20);
      });
    }
  }

  async function startEarly(app) {
    var path = notebookInAddress();
    if (!path) {
      return;
    }
    var sessions = app.serviceManager.sessions;
    var kernel = await defaultKernel(app);
    if (!kernel) {
      return;
    }
    await sessions.ready;
    for (var model of sessions.running()) {
      if (model.path === path) {
        return;
      }
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

  // The notebook panel on screen, once there is one (JupyterLab's and the notebook page's
  // shells both tell which widget is current and when that changes).
  function currentNotebook(app) {
    function notebook() {
      var widget = app.shell.currentWidget;
      return widget && widget.content && widget.context && widget.sessionContext ? widget : null;
    }
    return new Promise(function (resolve) {
      var found = notebook();
      if (found) {
        resolve(found);
        return;
      }
      var changed = function () {
        var widget = notebook();
        if (widget) {
          app.shell.currentChanged.disconnect(changed);
          resolve(widget);
        }
      };
      app.shell.currentChanged.connect(changed);
    });
  }

  // A notebook whose metadata says {"gaucho": {"run_when_opened": true}} (the build marks
  // the explorer app's so) runs all its cells as soon as it is open, so the app appears
  // without anyone looking for the Run menu: what a Voila page would do.
  async function runIfAsked(app) {
    if (!notebookInAddress()) {
      return;
    }
    await app.restored;
    var panel = await currentNotebook(app);
    await panel.context.ready;
    var marks = panel.content.model.getMetadata("gaucho") || {};
    if (marks.run_when_opened !== true) {
      return;
    }
    await panel.sessionContext.ready;
    await app.commands.execute("notebook:run-all-cells");
  }

  var plugin = {
    id: "gaucho-lite:early-kernel",
    description: "Start the kernel of the notebook being opened while JupyterLab starts.",
    autoStart: true,
    activate: function (app) {
      startEarly(app).catch(function (error) {
        console.warn("gaucho-lite: the kernel could not be started early", error);
      });
      runIfAsked(app).catch(function (error) {
        console.warn("gaucho-lite: the notebook could not be run when opened", error);
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
