#!/usr/bin/env bash
# Development helper: serialises build + Playwright runs between parallel workers on one machine.
# Builds with Vite only (no typecheck: someone else's half-edited file must not block your run).
# Usage: bash scripts/e2e-locked.sh e2e/some.spec.ts [--project desktop]
exec flock /tmp/preshift-e2e.lock bash -c 'node scripts/copy-vendor.mjs && npx vite build --logLevel error && node scripts/e2e.mjs --no-build "$@"' _ "$@"
