#!/bin/sh
# Run by the nginx image's entrypoint after the templates are rendered: the Content-Security-Policy of the runtime
# config this container serves (shell/deploy/write-csp-conf.mjs, the demo server's own function).
set -e
node /opt/panel/write-csp-conf.mjs "${PANEL_RUNTIME_CONFIG:-/etc/panel/runtime-config.json}" /etc/nginx/panel/csp.conf
