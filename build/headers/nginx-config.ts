/**
 * deploy/nginx.conf for self-hosting behind nginx, generated from
 * `public/_headers` (never written by hand), so nginx sends the same headers
 * as Netlify and `npm start`.
 *
 * nginx's `add_header` is inherited from the server block only by locations
 * without their own `add_header`, so every exact-path rule of `_headers`
 * becomes an exact `location = /path` holding the complete, resolved header
 * set (the `/*` headers overridden by the rule's). Unknown paths fall into
 * `location /`, which inherits the `/*` headers, and get 404.html with 404.
 * `always` makes nginx send them with 404 too. Only the `/*` rule may be a
 * wildcard; anything else is refused (nginx locations cannot express
 * Netlify's splats with the same precedence).
 */
import { compileHeaderRules, type HeaderRule } from "./netlify-headers.ts"

export interface NginxOptions {
  /** Absolute path of the built site (public/). */
  root: string
  /** `listen` argument, e.g. `127.0.0.1:8080` or `8080`. */
  listen: string
}

/** nginx string literal: double quotes, `"`, `\` and `$` escaped (`$` through a variable-free form). */
function quote(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`nginx value must not contain a line break: ${JSON.stringify(value)}`)
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`
}

function addHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (value.includes("$")) throw new Error(`header ${name}: nginx would expand "$" in ${JSON.stringify(value)}`)
      return `${indent}add_header ${name} ${quote(value)} always;\n`
    })
    .join("")
}

export function nginxConfig(rules: readonly HeaderRule[], options: NginxOptions): string {
  const [fallback, ...exact] = rules
  if (fallback?.path !== "/*") throw new Error('_headers must start with the "/*" rule')
  const wildcard = exact.find((rule) => /[*:]/.test(rule.path))
  if (wildcard) throw new Error(`_headers rule "${wildcard.path}" is a pattern; only "/*" can be one for nginx`)
  const compiled = compileHeaderRules(rules)
  const base = compiled.headersFor("/\0unknown")

  const locations = [...new Set(exact.map((rule) => rule.path))].map((path) => {
    // A directory URL is served from its index.html inside this location
    // (try_files does no internal redirect for an existing file).
    const tryFiles = path.endsWith("/") ? `${path}index.html` : "$uri"
    return (
      `    location = ${quote(path)} {\n` +
      `        try_files ${quote(tryFiles)} =404;\n` +
      addHeaders(compiled.headersFor(path), "        ") +
      `    }\n`
    )
  })

  return `# Generated from public/_headers by build/headers/nginx-config.ts (npm run build). Do not edit:
# change build/headers/header-policy.ts or build/ and rebuild. Same headers as Netlify and npm start.
# Terminate TLS in front of this server (or add listen 443 ssl here); HSTS is already in the headers.
server {
    listen ${options.listen};
    server_name _;
    root ${quote(options.root)};
    server_tokens off;
    charset utf-8;
    charset_types text/css application/javascript application/json image/svg+xml text/plain text/xml application/manifest+json;
    etag on;
    gzip_static on;
    absolute_redirect off;
    large_client_header_buffers 4 8k;
    error_page 404 /404.html;
    error_page 500 502 503 504 /500.html;

    if ($request_method !~ ^(GET|HEAD)$) {
        return 405;
    }

${addHeaders(base, "    ")}
    location ~ (^|/)(\\.|_headers$|_redirects$) {
        return 404;
    }

    location / {
        try_files $uri $uri/ =404;
    }

${locations.join("")}}
`
}

/**
 * A complete nginx main config around one generated server block, for running
 * nginx unprivileged in the foreground from `dir` (the parity test and the
 * load benchmark do; production includes the server block in its own config).
 */
export function standaloneNginxConfig(dir: string, serverBlock: string): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((k) => `    ${k}_temp_path ${dir};\n`).join("")
  // Started as root, nginx would run its worker as "nobody", which cannot read a build below a private
  // directory (e.g. a clone in `mktemp -d`, mode 0700): keep the worker as the user who started it.
  const user = process.getuid?.() === 0 ? "user root;\n" : ""
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
${temp}${serverBlock}}
`
}

/** The nginx binary if one is installed, else undefined. */
export const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"]
