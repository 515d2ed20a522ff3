# The course's Jupyter server settings, read by `make lab` (JUPYTER_CONFIG_PATH=jupyter), by
# Binder (the repository's `start` script puts this folder on JUPYTER_CONFIG_PATH), by the
# browser tests' JupyterLab (tests/support/browser.py), and by a conda install when started as
# the README says. A hub's users' servers get the same setting in their arguments
# (hub/jupyterhub_config.py, hub/z2jh/config.yaml).
#
# The course's kernel WebSocket connection (mtglearn/teach/workshop/connection.py tells the
# whole story): a workaround for a race in jupyter_server 2.21.1, where "Restart Kernel and Run
# All Cells" could hang for good (every cell [*], the kernel "Unknown" until the page is
# reloaded) when the restart came while the notebook's WebSocket was still being opened.
# tests/browser/test_lab_restart_browser.py restarts and runs a notebook many times, the
# restart sent the moment the WebSocket opens, and fails on a hang without it.

import os

from jupyter_core.paths import jupyter_path

from mtglearn.teach.workshop.connection import CONNECTION_CLASS

c = get_config()  # type: ignore[name-defined]  # noqa: F821
c.ServerApp.kernel_websocket_connection_class = CONNECTION_CLASS

# The dashboards that the server's Voilà extension serves (/voila/render/..., as on Binder) in
# the course's template, wherever Jupyter's data path has it (Binder's `start` script puts this
# checkout's jupyter/ folder there; an install of the package puts the template in
# share/jupyter): no page asks a CDN, and a French dashboard's page says lang="fr".
if any(os.path.isdir(os.path.join(p, "voila", "templates", "mtglearn")) for p in jupyter_path()):
    c.VoilaConfiguration.template = "mtglearn"
