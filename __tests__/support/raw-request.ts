/**
 * A raw HTTP request for the server tests: node:http sends the path exactly
 * as given (no normalisation), so hostile paths reach the server unchanged.
 */
import { once } from "node:events"
import { type IncomingMessage, request } from "node:http"

export async function rawRequest(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const req = request({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, agent: false }).end()
  const [res] = (await once(req, "response")) as [IncomingMessage]
  const chunks: Buffer[] = []
  for await (const chunk of res) chunks.push(chunk as Buffer)
  return { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }
}
