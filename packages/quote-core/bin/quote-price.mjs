#!/usr/bin/env node
// The price-check CLI of @diecut/quote-core (built into dist/ by `pnpm build`).
import '../dist/cli/price-check.js'
