/**
 * Modules a dependency brings along, loaded the way that dependency loads them: the tests exercise exactly what Decap runs, not a copy of
 * its libraries in another version.
 */
import { createRequire } from "node:module"

/** A `require` that resolves like the installed package `owner` does (its own node_modules first). */
const requireAs = (ownerPackageJson: string) => createRequire(ownerPackageJson)

/** Requires as decap-cms-core does: the core as decap-cms-app (and so the /admin/ bundle) resolves it. */
export const decapCoreRequire = requireAs(requireAs(require.resolve("decap-cms-app/package.json")).resolve("decap-cms-core/package.json"))
