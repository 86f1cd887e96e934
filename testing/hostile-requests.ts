// Generators of hostile HTTP requests (fast-check) for the fuzz test of the whole application
// (hostile-requests.test.ts): the site's real pages, route templates, built files and image
// variants, made hostile with path traversal, SQL metacharacters, broken percent-encodings and
// raw bytes, huge query strings, odd methods and headers, and junk bodies for the forms.
import fc from "fast-check";
import { imageFormats, imageWidths } from "../app/images/image-variants.ts";

export interface HostileRequest {
  method: string;
  /** Sent as written: Node's client allows the characters U+0021 to U+00FF (sent as bytes). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** What there is to aim at. */
export interface Targets {
  /** Route paths of the build ("corporate/:slug", "*"), without the leading slash. */
  routes: string[];
  /** Paths of real pages (the sitemap's). */
  pages: string[];
  /** Paths of built and public files ("/assets/…", "/favicon.svg"). */
  files: string[];
  /** Small raster images of the public folder, for the image endpoint ("icons/icon-192.png"). */
  images: string[];
}

const formPaths = ["/contact", "/complaint", "/api/contact", "/api/complaints", "/api/vitals"];
const formFields = [
  "fullName",
  "phone",
  "email",
  "message",
  "website",
  "FullName",
  "Email",
  "PhoneNumber",
  "CompanyName",
  "Message",
  "Files",
  "full_name",
  "phone_number",
  "company_name",
  "metrics",
  "lang",
];
export const apiKey = "fuzz-key-0123456789abcdef";

const attacks = [
  "..",
  "%2e%2e",
  "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
  "..%2f..%2fpackage.json",
  "..%5c..%5cwindows",
  "....//....//",
  "..;/",
  "%c0%ae%c0%ae",
  "%00",
  "%",
  "%%",
  "%ZZ",
  "%E0%A4%A",
  "%ED%A0%80",
  "%FF%FE",
  "%u0041",
  "%0d%0aSet-Cookie:x=1",
  "'",
  "''",
  "'--",
  "'%20OR%20'1'='1",
  "1'or'1'='1",
  "1;DROP%20TABLE%20menus--",
  "%27);select%20pg_sleep(5)--",
  "$1",
  "\\",
  "\\..\\..\\",
  "<script>alert(1)</script>",
  '"><svg/onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "__proto__",
  "constructor",
  "index.html",
  ".env",
  ".git/config",
  "node_modules",
  "build/server/index.js",
  ".data",
  "~",
  "%2F",
  "//",
  "/./",
  "ÿþ",
  // Khmer as raw UTF-8 bytes on the request line, not percent-encoded.
  Buffer.from("ក្រុមហ៊ុន").toString("latin1"),
];
const sqlValues = ["'", "km'", "km'--", "' OR 1=1--", 'en";', "km%00", "1);drop table site;--", "$$", "\\", "km\\"];

/** One path segment (never contains "/" unless it is an attack that does). */
const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...attacks),
  // Any bytes, percent-encoded: most are not UTF-8.
  fc
    .uint8Array({ minLength: 1, maxLength: 12 })
    .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
  // Raw bytes on the request line (U+0080–U+00FF go out as single bytes, not UTF-8).
  fc.string({
    unit: fc.integer({ min: 0x21, max: 0xff }).map((code) => String.fromCharCode(code)),
    minLength: 1,
    maxLength: 16,
  }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  fc.integer({ min: 256, max: 4000 }).map((length) => "a".repeat(length)),
);

const queryValue = fc.oneof(
  fc.constantFrom(
    "km",
    "en",
    "KM",
    "",
    ...sqlValues.map(encodeURIComponent),
    ...sqlValues.map((value) => value.replaceAll(" ", "+")),
  ),
  segment,
  // Huge: up to about the 16 KB Node allows for the request head (beyond it: 431).
  fc.integer({ min: 1000, max: 15_000 }).map((length) => "x".repeat(length)),
);
const query = fc
  .array(
    fc.tuple(fc.constantFrom("l", "l", "l", "_routes", "index", "p", "version", "q", "l[]", "__proto__"), queryValue),
    { maxLength: 4 },
  )
  .map((params) => (params.length ? `?${params.map(([key, value]) => `${key}=${value}`).join("&")}` : ""));

function routePath(routes: string[], slugs: string[]): fc.Arbitrary<string> {
  const param = fc.oneof(fc.constantFrom(...slugs), segment);
  return fc.constantFrom(...routes).chain((route) => {
    const parts = route.split("/");
    return fc
      .tuple(
        ...parts.map((part) =>
          part.startsWith(":")
            ? param
            : part === "*"
              ? fc.array(segment, { minLength: 1, maxLength: 3 }).map((list) => list.join("/"))
              : fc.constant(part),
        ),
      )
      .map((filled) => `/${filled.join("/")}`);
  });
}

function imagePath(images: string[]): fc.Arbitrary<string> {
  const width = fc.oneof(
    fc.constantFrom(...imageWidths.map(String)),
    fc.constantFrom("0", "-1", "640.0", "1e3", "99999999999", "abc"),
    segment,
  );
  const format = fc.oneof(fc.constantFrom(...imageFormats), fc.constantFrom("png", "gif", "svg", "AVIF"), segment);
  const source = fc.oneof(
    fc.constantFrom(...images),
    fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.constantFrom(...images))
      .map(([junk, image]) => `${junk.join("/")}/${image}`),
  );
  return fc.tuple(width, format, source).map(([w, f, s]) => `/_img/${w}/${f}/${s}`);
}

/** A path on the site, often bent: segments or traversal appended, a `.data` suffix, doubled slashes. */
function hostilePath({ routes, pages, files, images }: Targets): fc.Arbitrary<string> {
  const slugs = [...new Set(pages.map((page) => page.split("/").pop()!).filter(Boolean))];
  const base = fc.oneof(
    fc.constantFrom(
      ...pages,
      ...formPaths,
      "/healthz",
      "/__manifest",
      "/_root.data",
      "/service-worker.js",
      "/assets",
      "/_img",
    ),
    routePath(routes, slugs),
    fc.constantFrom(...files),
    imagePath(images),
  );
  const bend = fc.oneof(
    { weight: 3, arbitrary: fc.constant((path: string) => path) },
    {
      weight: 2,
      arbitrary: fc
        .array(segment, { minLength: 1, maxLength: 3 })
        .map((extra) => (path: string) => `${path}/${extra.join("/")}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 8 })
        .map((depth) => (path: string) => `${path}/${"../".repeat(depth)}package.json`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        (path: string) => `${path}.data`,
        (path: string) => `/${path}`,
        (path: string) => path.replaceAll("/", "\\"),
        (path: string) => `${path}//..//..//`,
      ),
    },
  );
  return fc.tuple(base, bend, query).map(([path, bendPath, search]) => bendPath(path) + search);
}

const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code < 0x7f || code > 0x9f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});
const contentTypes = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=latin1",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=fuzz",
  'multipart/form-data; boundary="a b"',
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "text/plain;charset=utf-8",
  "application/octet-stream",
  "application/xml",
  "image/png",
  "",
];

const hostileHeaders = fc.record(
  {
    accept: fc.oneof(
      fc.constantFrom(
        "text/html",
        "application/json",
        "*/*",
        "text/x-script",
        "image/avif,image/webp",
        "application/xhtml+xml;q=0.9",
      ),
      headerText,
    ),
    "accept-encoding": fc.oneof(
      fc.constantFrom("gzip", "br", "deflate", "gzip, br", "identity;q=0", "*", "br;q=abc"),
      headerText,
    ),
    "accept-language": fc.oneof(fc.constantFrom("km-KH", "en", "*"), headerText),
    host: fc.oneof(
      fc.constantFrom(
        "localhost",
        "",
        "evil.example",
        "bad host",
        "a:b:c",
        "[::1",
        "localhost:99999",
        "%41",
        "xn--",
        "h".repeat(300),
      ),
      headerText,
    ),
    "if-none-match": fc.oneof(fc.constantFrom("*", 'W/"x"', '"'), headerText),
    "if-modified-since": fc.oneof(
      fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT", "yesterday", "9999999999999"),
      headerText,
    ),
    range: fc.oneof(
      fc.constantFrom(
        "bytes=0-0",
        "bytes=-1",
        "bytes=99999999-",
        "bytes=5-1",
        "bytes=0-1,2-3,4-5",
        "bytes=abc",
        "items=0-9",
      ),
      headerText,
    ),
    cookie: fc.oneof(fc.constantFrom("theme=dark", "a=%ZZ", "=;=;", "__proto__=1"), headerText),
    "content-type": fc.oneof(fc.constantFrom(...contentTypes), headerText),
    "x-forwarded-for": fc.oneof(
      fc.constantFrom("127.0.0.1", "::1", "1.2.3.4, 5.6.7.8", "not-an-ip", "' OR 1=1--"),
      headerText,
    ),
    "x-forwarded-proto": fc.constantFrom("https", "gopher", ""),
    "x-api-key": fc.oneof(fc.constant(apiKey), headerText),
    "user-agent": fc.oneof(fc.constantFrom("Googlebot/2.1", "curl/8", "Mozilla/5.0"), headerText),
    origin: fc.oneof(fc.constantFrom("null", "http://evil.example"), headerText),
    referer: headerText,
  },
  { requiredKeys: [] },
);

/** A multipart body with `boundary`, possibly with files, possibly cut short or unterminated. */
const multipartBody = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...formFields), headerText),
        fc.oneof(headerText, fc.string({ maxLength: 300 })),
        fc.option(fc.oneof(fc.constantFrom("letter.pdf", "scan.jpg", "../../etc/passwd", "a\\b.docx", ""), headerText)),
      ),
      { maxLength: 6 },
    ),
    fc.oneof(fc.constant(Infinity), fc.nat({ max: 400 })),
  )
  .map(([parts, cut]) => {
    const text = parts
      .map(
        ([name, value, file]) =>
          `--fuzz\r\nContent-Disposition: form-data; name="${name}"${file === null ? "" : `; filename="${file}"\r\nContent-Type: application/pdf`}\r\n\r\n${value}\r\n`,
      )
      .join("");
    return `${text}--fuzz--\r\n`.slice(0, cut);
  });

const body = fc.oneof(
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...formFields), headerText),
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...sqlValues), fc.constant("x".repeat(6000))),
      { maxKeys: 6 },
    )
    .map((fields) => ["application/x-www-form-urlencoded", new URLSearchParams(fields).toString()] as const),
  multipartBody.map((text) => ["multipart/form-data; boundary=fuzz", text] as const),
  fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom("{", '{"full_name":', "null", '{"metrics":[{}]}', "[]"),
    )
    .map((text) => ["application/json", text] as const),
  fc.tuple(
    fc.constantFrom(...contentTypes),
    fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 500 })),
  ),
);

const methods = fc.oneof(
  { weight: 6, arbitrary: fc.constant("GET") },
  { weight: 2, arbitrary: fc.constant("HEAD") },
  { weight: 3, arbitrary: fc.constant("POST") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "TRACE",
      "PROPFIND",
      "MKCOL",
      "PURGE",
      "SEARCH",
      "QUERY",
      "BREW",
      "get",
      "X-CUSTOM",
    ),
  },
);

/** Any method on any path, with hostile headers and sometimes a body. */
export function hostileRequest(targets: Targets): fc.Arbitrary<HostileRequest> {
  const maybeBody = fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: body });
  return fc
    .tuple(methods, hostilePath(targets), hostileHeaders, maybeBody)
    .map(([method, path, headers, payload]) =>
      payload
        ? { method, path, headers: { ...headers, "content-type": payload[0] }, body: payload[1] }
        : { method, path, headers },
    );
}

/** A POST to one of the forms, with junk fields and, half the time, the content type that matches them. */
export function hostileFormPost(): fc.Arbitrary<HostileRequest> {
  const path = fc.tuple(fc.constantFrom(...formPaths), fc.oneof(fc.constant(""), query));
  return fc
    .tuple(path, hostileHeaders, body, fc.boolean())
    .map(([[formPath, search], headers, [type, payload], keepType]) => ({
      method: "POST",
      path: formPath + search,
      headers: { ...headers, "x-api-key": apiKey, ...(keepType ? { "content-type": type } : {}) },
      body: payload,
    }));
}
