/**
 * @jest-environment node
 *
 * .github/workflows/ci.yml, checked offline: GitHub's own workflow parser (the one behind the
 * Actions language services) finds what GitHub would reject, and the assertions below pin down what
 * the pull-request check must keep doing.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow, type WorkflowTemplate } from "@actions/workflow-parser"
import { parse } from "yaml"

const projectRoot = path.resolve(__dirname, "../..")
const workflowFile = ".github/workflows/ci.yml"
const text = readFileSync(path.join(projectRoot, workflowFile), "utf8")

/** GitHub's parser: every error it reports for `content`, after parsing and converting to a template. */
async function workflowErrors(content: string): Promise<{ errors: string[]; template?: WorkflowTemplate }> {
  const result = parseWorkflow({ name: workflowFile, content }, new NoOperationTraceWriter())
  if (!result.value) return { errors: result.context.errors.getErrors().map((e) => e.message) }
  const template = await convertWorkflowTemplate(result.context, result.value)
  const errors = [...result.context.errors.getErrors().map((e) => e.message), ...(template.errors ?? []).map((e) => e.Message)]
  return { errors, template }
}

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
}
interface Job {
  "runs-on": string
  container?: string | { image: string }
  "timeout-minutes"?: number
  permissions?: unknown
  steps: Step[]
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>
  permissions: unknown
  concurrency: { group: string; "cancel-in-progress": string | boolean }
  jobs: Record<string, Job>
}
const workflow = parse(text) as Workflow
const testJob = workflow.jobs.test!

test("GitHub's workflow parser accepts ci.yml", async () => {
  const { errors, template } = await workflowErrors(text)
  expect(errors).toEqual([])
  expect(template?.jobs.map((job) => job.id.value)).toEqual(Object.keys(workflow.jobs))
})

test.each([
  ["an unknown key in a job", text.replace("    timeout-minutes: 60\n", "    timeout-minutes: 60\n    run-on: ubuntu-latest\n")],
  ["a step with both run and uses", text.replace("        run: .ci/run\n", "        run: .ci/run\n        uses: actions/checkout@v4\n")],
  ["a wrong type", text.replace("timeout-minutes: 60", "timeout-minutes: [60]")],
])("the parser rejects a workflow with %s (the check can fail)", async (_what, broken) => {
  expect(broken).not.toBe(text)
  expect((await workflowErrors(broken)).errors.length).toBeGreaterThan(0)
})

test("runs on every pull request, on pushes to main and by hand", () => {
  expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push", "workflow_dispatch"])
  expect(workflow.on.pull_request).toBeNull() // every target branch, every pull request
  expect(workflow.on.push?.branches).toEqual(["main"])
})

test("the test job runs .ci/run, the README's test command, in Debian with Chromium at /usr/bin/chromium", () => {
  const ci = readFileSync(path.join(projectRoot, ".ci/run"), "utf8")
  expect(ci).toMatch(/^npm ci\b/m)
  expect(ci).toMatch(/^npm test$/m)
  expect(ci).toContain("apt-get install -y chromium")
  const runs = testJob.steps.filter((s) => s.run).map((s) => s.run!.trim())
  expect(runs).toContain(".ci/run")
  const image = typeof testJob.container === "string" ? testJob.container : testJob.container?.image
  expect(image).toMatch(/^debian:\d+/)
  // Checkout comes before .ci/run, Node before npm.
  const order = testJob.steps.map((s) => s.uses?.replace(/@.*/, "") ?? s.run?.trim())
  expect(order.indexOf("actions/checkout")).toBeLessThan(order.indexOf(".ci/run"))
  expect(order.indexOf("actions/setup-node")).toBeLessThan(order.indexOf(".ci/run"))
})

test("Node comes from .nvmrc, npm's download cache is kept between runs", () => {
  const setupNode = testJob.steps.find((s) => s.uses?.startsWith("actions/setup-node@"))
  expect(setupNode?.with).toMatchObject({ "node-version-file": ".nvmrc", cache: "npm" })
  for (const job of Object.values(workflow.jobs)) {
    const withs = job.steps.filter((s) => s.uses?.startsWith("actions/setup-node@")).map((s) => s.with)
    for (const w of withs) expect(w).toMatchObject({ "node-version-file": ".nvmrc" })
  }
})

test("every action is pinned to a full commit SHA with its version as a comment (Renovate updates both)", () => {
  const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)]
  expect(uses.length).toBeGreaterThanOrEqual(3)
  for (const [line, ref, comment] of uses) {
    expect({ line: line.trim(), pinned: /^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/.test(ref!) }).toEqual({
      line: line.trim(),
      pinned: true,
    })
    expect(comment).toMatch(/^ # v\d+\.\d+\.\d+$/)
  }
})

test("read-only token, superseded pull-request runs cancelled, a timeout within CI's 90 minutes", () => {
  expect(workflow.permissions).toEqual({ contents: "read" })
  for (const job of Object.values(workflow.jobs)) {
    expect(job.permissions).toBeUndefined()
    expect(job["timeout-minutes"]).toBeGreaterThan(0)
    expect(job["timeout-minutes"]).toBeLessThanOrEqual(90)
  }
  expect(workflow.concurrency.group).toContain("github.event.pull_request.number")
  expect(String(workflow.concurrency["cancel-in-progress"])).toContain("github.event_name == 'pull_request'")
})

test("on failure the test results are uploaded as an artifact", () => {
  const upload = testJob.steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"))
  expect(upload?.if).toBe("failure()")
  const paths = String(upload?.with?.path).split("\n").filter(Boolean)
  expect(paths).toEqual(expect.arrayContaining(["test-results/", ".e2e-results.json", ".jest-results.json"]))
  // The result files start with a dot: without this, upload-artifact leaves them out.
  expect(upload?.with?.["include-hidden-files"]).toBe(true)
})

test("the Renovate job validates renovate.json with Renovate's own validator, strictly", () => {
  const runs = workflow.jobs["renovate-config"]!.steps.map((s) => s.run ?? "")
  expect(runs.some((r) => /renovate-config-validator --strict\b/.test(r))).toBe(true)
})
