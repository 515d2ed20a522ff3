"""JupyterHub for a class bigger than one machine's Voilà: every student gets their own
JupyterLab with the course, pulled by nbgitpuller, and the dashboards through Voilà's server
extension (``/user/<name>/voila/render/...``).

Production: The Littlest JupyterHub (one server, up to about 100 users) or Zero to JupyterHub
(Kubernetes, ``hub/z2jh/``) set up as their guides say, with this repository installed in the
user environment (``pip install "mtglearn-course[hub] @ git+<this repository>"``: Voilà and
nbgitpuller, never a second JupyterHub; the install also puts the course's Voilà template in
the environment's ``share/jupyter``); docs/teacher-guide.md says how. The settings below are
the ones a hub needs for the course.

Trying it on one machine (``scripts/try_hub.py`` does, and its test): JupyterHub's
shared-password authenticator (its DummyAuthenticator since 5.3: any name, the password
``MTGLEARN_HUB_PASSWORD``) and local processes for the users' servers,
each user's files under ``MTGLEARN_HUB_HOMES``, the proxy ``MTGLEARN_HUB_PROXY`` (JupyterHub's
configurable-http-proxy, which try_hub.py installs with npm). Never expose that to a network.
"""

import os
import sys

c = get_config()  # noqa: F821 (JupyterHub's config loader defines it)

# ---- what every hub of the course needs ------------------------------------------------------
# The students land in JupyterLab; an nbgitpuller link then sends each to the notebook asked.
c.Spawner.default_url = "/lab"
# Idle servers are stopped (the jupyterhub-idle-culler service does it on a real hub; here the
# servers cull their own idle kernels, as make workshop does).
c.Spawner.args = [
    "--MappingKernelManager.cull_idle_timeout=600",
    "--MappingKernelManager.cull_interval=60",
    # The dashboards (/voila/render/...) in the course's template, as make workshop serves
    # them: no page asks a CDN (Voilà's own lab template links Font Awesome from one, and
    # inside a Jupyter server loads MathJax from another), and a page whose kernel is gone
    # says so. The template comes with the course's package (share/jupyter/voila/templates).
    "--VoilaConfiguration.template=mtglearn",
    # The course's kernel WebSocket connection (mtglearn/teach/workshop/connection.py), as
    # `make lab` has it: "Restart Kernel and Run All Cells" never hangs on a restart made while
    # the notebook is still connecting (a race in jupyter_server 2.21). It comes with the
    # course's package, installed in the users' environment.
    "--ServerApp.kernel_websocket_connection_class="
    "mtglearn.teach.workshop.connection.CourseKernelConnection",
]

# ---- trying it here: local, throwaway ---------------------------------------------------------
if os.environ.get("MTGLEARN_HUB_HOMES"):
    homes = os.environ["MTGLEARN_HUB_HOMES"]
    c.JupyterHub.authenticator_class = "shared-password"  # JupyterHub's DummyAuthenticator
    c.SharedPasswordAuthenticator.user_password = os.environ["MTGLEARN_HUB_PASSWORD"]
    c.Authenticator.allow_all = True
    c.JupyterHub.spawner_class = "simple"  # SimpleLocalProcessSpawner: no system users
    c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(homes, "{username}")
    # The users' servers run from this Python (its jupyterhub-singleuser, Voilà, nbgitpuller),
    # with this checkout's Voilà template (an installed course has it in share/jupyter).
    c.Spawner.cmd = [os.path.join(os.path.dirname(sys.executable), "jupyterhub-singleuser")]
    here = os.path.dirname(os.path.abspath(__file__))
    c.Spawner.environment = {"JUPYTER_PATH": os.path.join(os.path.dirname(here), "jupyter")}
    # JupyterLab's app on the page (window.jupyterapp): try_hub.py's browser runs notebooks.
    c.Spawner.args = [*c.Spawner.args, "--LabApp.expose_app_in_browser=True"]
    if os.geteuid() == 0:  # a container or CI machine: the users' servers run as root too
        c.Spawner.args = [*c.Spawner.args, "--allow-root"]
    c.Spawner.start_timeout = 120
    c.Spawner.http_timeout = 120
    c.JupyterHub.ip = "127.0.0.1"
    c.JupyterHub.port = int(os.environ.get("MTGLEARN_HUB_PORT", "8000"))
    c.JupyterHub.hub_port = int(os.environ.get("MTGLEARN_HUB_API_PORT", "8081"))
    c.ConfigurableHTTPProxy.api_url = (
        f"http://127.0.0.1:{os.environ.get('MTGLEARN_HUB_PROXY_API_PORT', '8001')}"
    )
    # The proxy: JupyterHub's configurable-http-proxy (Node), as a real hub runs it. Not the
    # Python port from PyPI: it answers no WebSocket subprotocol, so the browser drops every
    # kernel connection of JupyterLab and Voilà and the explorers never come alive.
    c.ConfigurableHTTPProxy.command = [os.environ["MTGLEARN_HUB_PROXY"]]
    c.JupyterHub.db_url = f"sqlite:///{os.path.join(homes, 'jupyterhub.sqlite')}"
    c.JupyterHub.cookie_secret_file = os.path.join(homes, "jupyterhub_cookie_secret")
    c.ConfigurableHTTPProxy.pid_file = os.path.join(homes, "proxy.pid")
