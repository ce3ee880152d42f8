/**
 * A raw HTTP request for the server tests: node:http sends the path exactly
 * as given (no normalisation), so hostile paths reach the server unchanged.
 */
import { type IncomingHttpHeaders, request } from "node:http"

export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end()
  })
}
