#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded offline.
# `prisma generate` only needs it to exist; migrations are applied by scripts/migrate.
echo "NestKeep: the native Prisma schema engine is not installed; migrations run through packages/common migrate." >&2
exit 1
