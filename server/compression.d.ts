/** The part of the `compression` package's API that server.ts uses (its types on DefinitelyTyped need Express's). */
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  type Request = Pick<IncomingMessage, "method" | "headers">
  const compression: (options: { threshold: number }) => (req: Request, res: ServerResponse, next: () => void) => void
  export default compression
}
