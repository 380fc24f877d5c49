#!/usr/bin/env bash
# Development helper: serialises build + Playwright runs between parallel workers on one machine.
# Usage: bash scripts/e2e-locked.sh e2e/some.spec.ts [--project desktop]
exec flock /tmp/preshift-e2e.lock node scripts/e2e.mjs "$@"
